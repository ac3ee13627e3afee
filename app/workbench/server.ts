// The workbench's HTTP wiring (`veedor serve`), on Fastify: GET routes only, each one calling the
// Workbench's use cases and a renderer of reports/workbench. No route reads a path from the request:
// the only files opened are the store and the run's inputs at the paths the store holds.
//
// Fastify rather than Hono: `inject` drives the whole request pipeline (routing, query parsing, hooks,
// error handling) without a socket, so the 10,000 hostile requests of the tests run in seconds, and its
// limits (body size, parameter length, timeouts) are options of the server itself.
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '../../engine/core/engine-types.js';
import { RULESETS } from '../../rules-catalog/index.js';
import { StoreError } from '../../store/db.js';
import { writePdfReport } from '../../reports/pdf/render.js';
import { writeStoredFindings } from '../../reports/stored-findings.js';
import { REPLAY_CSS } from '../../reports/replay/html.js';
import { WORKBENCH_CSS } from '../../reports/workbench/layout.js';
import { renderOverview, renderRuns } from '../../reports/workbench/runs.js';
import { renderFindings } from '../../reports/workbench/findings.js';
import { renderAltered, renderArticle, renderHand, renderProblem } from '../../reports/workbench/hand.js';
import { Altered, NotFound, Workbench } from './workbench.js';
import type { FindingFilter } from './workbench.js';
import { BadRequest, checkLang, findingsParams, langOf, logParam, one, parseQuery } from './params.js';
import type { Query } from './params.js';

/** No script, no frame, nothing from another origin: the pages are HTML and one stylesheet of this server. */
export const CSP = "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** At most this many PDFs are written at once (each reads the store on a connection of its own). */
const MAX_PDFS = 2;

const RUN_ID = /^R-[0-9a-f]{8,64}$/;

export interface ServerOptions {
  workbench: Workbench;
  /** Longest time a request may take, ms (default 60 s; a PDF of a large run is written within it or cut). */
  requestTimeout?: number;
}

export function workbenchServer(o: ServerOptions): FastifyInstance {
  const wb = o.workbench;
  const app = Fastify({
    logger: false,
    bodyLimit: 1024,
    requestTimeout: o.requestTimeout ?? 60_000,
    connectionTimeout: o.requestTimeout ?? 60_000,
    keepAliveTimeout: 5_000,
    routerOptions: {
      maxParamLength: 300,
      querystringParser: (text) => (text.length > 4096 ? { __too_long__: '1' } : parseQuery(text)),
    },
    return503OnClosing: true,
    // The router's own refusals (a URL that does not decode, a path parameter too long): a page of ours, never the request echoed.
    frameworkErrors: (_err, _req, reply) => problem(reply, 400, 'es', MALFORMED),
  });
  let pdfs = 0;

  app.addHook('onRequest', async (req, reply) => {
    // A page of this server is only for this machine: a name that resolves to 127.0.0.1 from elsewhere (DNS rebinding) is refused.
    const host = req.headers.host ?? '';
    if (!/^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/.test(host)) {
      return problem(reply, 400, langOf(safeQuery(req)), { es: 'este servidor solo atiende peticiones a 127.0.0.1 o localhost', en: 'this server answers only requests for 127.0.0.1 or localhost' });
    }
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    secure(reply);
    return payload;
  });

  const html = (reply: FastifyReply, body: string) => reply.type('text/html; charset=utf-8').send(body);
  const query = (req: FastifyRequest): Query => {
    const q = req.query as Query;
    if (q['__too_long__'] !== undefined) throw new BadRequest({ es: 'la consulta tiene más de 4096 caracteres', en: 'the query string is longer than 4096 characters' });
    return q;
  };
  const runOf = (id: string) => {
    if (!RUN_ID.test(id)) throw new NotFound({ es: `no hay ninguna ejecución completa ${id}`, en: `no complete run ${id}` });
    return wb.run(id);
  };

  app.get('/assets/workbench.css', async (_req, reply) => reply.type('text/css; charset=utf-8').send(WORKBENCH_CSS));
  app.get('/assets/replay.css', async (_req, reply) => reply.type('text/css; charset=utf-8').send(REPLAY_CSS));

  // Browsers ask for it on every page: no icon, and no 404 in their console.
  app.get('/favicon.ico', async (_req, reply) => reply.code(204).send());

  app.get('/', async (req, reply) => {
    const lang = checkLang(query(req));
    return html(reply, renderRuns(wb.runs(), lang));
  });

  app.get<{ Params: { run: string } }>('/runs/:run', async (req, reply) => {
    const lang = checkLang(query(req));
    const run = runOf(req.params.run);
    return html(reply, renderOverview(wb.overview(run), lang));
  });

  app.get<{ Params: { run: string } }>('/runs/:run/findings', async (req, reply) => {
    const q = query(req);
    const lang = checkLang(q);
    const p = findingsParams(q);
    const run = runOf(req.params.run);
    const result = wb.findings(run, p.filter, { sort: p.sort, desc: p.desc, offset: (p.page - 1) * p.per, limit: p.per });
    return html(reply, renderFindings({ run, filters: p.filters, sort: p.sort, desc: p.desc, page: p.page, per: p.per, result }, lang));
  });

  app.get<{ Params: { run: string } }>('/runs/:run/findings.csv', async (req, reply) => {
    const q = query(req);
    const lang = checkLang(q);
    const p = findingsParams(q);
    const run = runOf(req.params.run);
    const out = new PassThrough();
    const filters = { run: run.id, ...p.filter };
    void writeStoredFindings(wb.allFindings(run, p.filter), out, { format: 'csv', lang, filters }).then(() => out.end(), (e) => out.destroy(e as Error));
    return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${run.id}-findings.csv"`).send(out);
  });

  const pdf = async (reply: FastifyReply, runId: string, lang: Lang, filter: Omit<FindingFilter, 'runSeqs'> | undefined, name: string) => {
    const run = runOf(runId);
    if (pdfs >= MAX_PDFS) return problem(reply, 503, lang, { es: `se están escribiendo ${MAX_PDFS} PDF; vuelva a intentarlo en un momento`, en: `${MAX_PDFS} PDFs are being written; try again in a moment` });
    pdfs++;
    let report: Awaited<ReturnType<Workbench['report']>>;
    try {
      report = await wb.report(run, filter);
    } catch (e) {
      pdfs--;
      throw e;
    }
    const out = new PassThrough();
    const done = () => {
      pdfs--;
      void report.dispose().finally(() => report.close());
    };
    void writePdfReport(report.model, out, { lang, rulesets: RULESETS })
      .then(() => report.finish())
      .then(() => out.end(), (e) => out.destroy(e as Error))
      .finally(done);
    return reply.type('application/pdf').header('Content-Disposition', `inline; filename="${name}"`).send(out);
  };

  app.get<{ Params: { run: string } }>('/runs/:run/report.pdf', async (req, reply) => {
    const lang = checkLang(query(req));
    return pdf(reply, req.params.run, lang, undefined, `${req.params.run}.pdf`);
  });

  app.get<{ Params: { run: string } }>('/runs/:run/findings.pdf', async (req, reply) => {
    const q = query(req);
    const lang = checkLang(q);
    const p = findingsParams(q);
    return pdf(reply, req.params.run, lang, p.filter, `${req.params.run}-findings.pdf`);
  });

  app.get<{ Params: { run: string; hand: string } }>('/runs/:run/hands/:hand', async (req, reply) => {
    const q = query(req);
    const lang = checkLang(q);
    const run = runOf(req.params.run);
    const view = await wb.hand(run, req.params.hand, lang, logParam(q));
    return html(reply, renderHand(run, view, lang));
  });

  app.get<{ Params: { run: string } }>('/runs/:run/article', async (req, reply) => {
    const q = query(req);
    const lang = checkLang(q);
    const rulesetId = one(q, 'ruleset');
    const article = one(q, 'article');
    if (rulesetId === undefined || article === undefined) throw new BadRequest({ es: 'hacen falta ruleset y article', en: 'ruleset and article are both needed' });
    const run = runOf(req.params.run);
    const view = wb.article(rulesetId, article);
    const citing = wb.findings(run, { ruleset: rulesetId, article }, { sort: 'seq', desc: false, offset: 0, limit: 200 });
    return html(reply, renderArticle(run.id, view, citing.findings, citing.total, lang));
  });

  app.setNotFoundHandler(async (req, reply) => problem(reply, 404, langOf(safeQuery(req)), { es: 'no existe esa página', en: 'no such page' }));

  app.setErrorHandler(async (err, req, reply) => {
    const lang = langOf(safeQuery(req));
    if (err instanceof BadRequest) return problem(reply, 400, lang, err.words);
    if (err instanceof NotFound) return problem(reply, 404, lang, err.words);
    if (err instanceof Altered) {
      secure(reply);
      return reply.code(409).type('text/html; charset=utf-8').send(renderAltered(err.runId, lang));
    }
    const status = (err as { statusCode?: number }).statusCode;
    // Fastify's own refusals (a malformed URL, a body too large, a parameter too long): said without the request's text.
    if (typeof status === 'number' && status >= 400 && status < 500) return problem(reply, status === 404 ? 404 : 400, lang, MALFORMED);
    if (err instanceof StoreError) return problem(reply, 500, lang, err.words);
    return problem(reply, 500, lang, { es: 'error interno', en: 'internal error' });
  });

  return app;
}

function safeQuery(req: FastifyRequest): Query {
  const q = req.query as Query | undefined;
  return q && typeof q === 'object' ? q : {};
}

function secure(reply: FastifyReply): void {
  reply.header('Content-Security-Policy', CSP);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'no-referrer');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Cross-Origin-Resource-Policy', 'same-origin');
  reply.header('Cache-Control', 'no-store');
}

const MALFORMED = { es: 'la petición está mal formada o es demasiado grande', en: 'the request is malformed or too large' };

/** An error page in the reader's language: its reason too (`why` in both). */
function problem(reply: FastifyReply, status: 400 | 404 | 500 | 503, lang: Lang, why: { es: string; en: string }) {
  secure(reply);
  return reply.code(status).type('text/html; charset=utf-8').send(renderProblem(status, lang, why[lang]));
}
