// The mapping lives with termsOf in lib/bond-terms.ts: the API uses it too.
export { engineTermsOf } from '../../../lib/bond-terms';
