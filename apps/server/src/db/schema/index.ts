export * from './reference';
export * from './issuers';
export * from './bonds';
export * from './trading';
export * from './markets';
export * from './users';
