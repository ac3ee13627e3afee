// Veedor as a library: the use cases the CLI calls, with typed options and results. None prints,
// exits or reads the command line; renderers for their results are in reports/.
export { audit, auditIntoStore } from './audit.js';
export type { AuditOptions, AuditResult, StoredAudit } from './audit.js';
export { validate } from './validate.js';
export type { FileValidation, ValidateOptions, ValidateResult, ValidationProblem } from './validate.js';
export { verify, verifyRun } from './verify.js';
export type { InputCheck, InputSource, ReauditCheck, VerifyOptions, VerifyReport, VerifyResult, VerifyTarget } from './verify.js';
export { openReport } from './report.js';
export type { OpenedReport, ReportOptions, StoredReport } from './report.js';
export { fromStoredRun } from './stored-report.js';
export { openFindings } from './findings.js';
export type { FindingFilter, FindingsQuery, FindingsStore, StoredFinding } from './findings.js';
export { summary } from './summary.js';
export type { GroupBy, Summary, SummaryOptions } from './summary.js';
export { storedRuns } from './runs.js';
export type { RunListing } from './runs.js';
export { exportStoredRun } from './export.js';
export { simulate } from './simulate.js';
export type { SimulateOptions, SimulateOutputs, SimulateResult } from './simulate.js';
export { importExport } from './import.js';
export type { ImportProblem, ImportResult } from './import.js';
export { checkExport } from './map-check.js';
export type { CheckProblem, CheckReport } from './map-check.js';
export { catalogArticles, catalogs } from './rules.js';
export type { ArticleEntry, CatalogArticles, CatalogEntry } from './rules.js';
