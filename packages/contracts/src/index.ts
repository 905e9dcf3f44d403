// The server's entry: every schema and endpoint declaration. The web imports values only from
// the zod-free subpaths (@bondsight/contracts/access, /cookies, ...) and types from here.
export * from './languages';
export * from './access';
export * from './errors';
export * from './statuses';
export * from './sectors';
export * from './cookies';
export * from './bond-limits';
export * from './shell-rules';
export * from './endpoint';
export * from './endpoints';
export * from './api/common';
export * from './api/auth';
export * from './api/page-globals';
export * from './api/bonds';
export * from './api/entities';
export * from './api/calculator';
export * from './api/site-settings';
export * from './api/user-settings';
export * from './api/phone';
export * from './api/paid-access';
export * from './api/access-requests';
export * from './api/admin-review';
export * from './api/support-tickets';
