// The bands live in lib (the screener's refresh scores with them too); kept here for the tests.
export * from '../../lib/praams-scores';
