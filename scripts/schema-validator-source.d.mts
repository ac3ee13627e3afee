/** The text of engine/input/hand-log-validate.generated.ts, built from the schema beside it. */
export function generatedValidatorSource(): string;
