// pokersolver ships no types: the oracle test (test/rules-catalog/pe-poker-caribeno/oracle.test.ts) states what it reads.
declare module 'pokersolver' {
  const pokersolver: unknown;
  export default pokersolver;
}
