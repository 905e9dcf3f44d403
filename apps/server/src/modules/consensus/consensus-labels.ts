import { readLabels } from '@bondsight/labels';
import { CONSENSUS_LABEL_KEYS, type ConsensusResponse, type Language } from '@bondsight/contracts';

/** The label module of the block (packages/labels/catalogue/<lang>/consensus.json). */
const MODULE = 'consensus';

/**
 * Spec: the consensus answer carries its labels. The block title and column titles in the
 * interface language (English where a language lacks one, the key in braces where both do).
 */
export function consensusLabels(lang: Language): ConsensusResponse['labels'] {
  const own = readLabels(lang, MODULE) ?? {};
  const english = readLabels('eng', MODULE) ?? {};
  return Object.fromEntries(
    CONSENSUS_LABEL_KEYS.map((key) => [key, own[key] ?? english[key] ?? `{{${key}}}`]),
  ) as ConsensusResponse['labels'];
}
