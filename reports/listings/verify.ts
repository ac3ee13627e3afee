import { resolve } from 'node:path';
import type { Lang } from '../../engine/core/engine-types.js';
import type { BundleCheck } from '../../store/bundle.js';
import type { VerifyReport } from '../../store/verify.js';
import { outsideNote } from '../../store/verify.js';
import type { FindingRef } from '../../store/diff.js';
import { terminalSafe } from '../terminal-safe.js';
import { renderReason } from '../../engine/core/reasons.js';
import { NOUNS, count } from '../../engine/core/plural.js';
import { wordsFor } from '../../engine/core/words.js';
import { catalogWords } from '../../rules-catalog/registry.js';

const SHOWN = 50;

const T = {
  es: {
    title: 'Verificación de la ejecución', from: 'en', store: 'Almacén', rows: 'hallazgos almacenados', digestOk: 'coinciden con el resumen SHA-256 guardado',
    digestBad: 'NO coinciden con el resumen guardado: el almacén fue modificado', inputs: 'Archivos', ok: 'sin cambios',
    missing: 'NO ENCONTRADO', unnamed: 'no está entre los archivos nombrados con --input', changed: 'MODIFICADO', outside: 'NO LEÍDO', was: 'guardado', now: 'ahora', bytes: 'bytes', reaudit: 'Nueva auditoría',
    skipped: 'no realizada', identical: 'hallazgos idénticos a los guardados', differ: 'los hallazgos DIFIEREN de los guardados',
    changedF: 'cambiados', onlyStored: 'solo en el almacén', onlyFresh: 'solo en la nueva auditoría', reordered: 'los mismos hallazgos en otro orden',
    more: 'más', verified: 'VERIFICADA: los hallazgos provienen exactamente de estos archivos', notVerified: 'NO VERIFICADA',
    storeVerified: 'ALMACÉN VERIFICADO: nada de lo guardado cambió desde que se selló; los archivos no se releyeron (--input RUTA… o --stored-paths)',
    findings: 'hallazgos', digest: 'resumen', integrity: 'Integridad SQLite', integrityOk: 'correcta (integrity_check)',
    integrityBad: 'FALLA (integrity_check): el archivo está dañado', chain: 'Cadena de hashes', sealed: (n: number) => `${n} ${n === 1 ? 'ejecución sellada' : 'ejecuciones selladas'}, cabeza`,
    chainBad: 'ROTA', seal: 'Sello de esta ejecución', sealOk: 'sus filas dan el resumen sellado', signature: 'Firma',
    unsigned: 'sin firma', validKey: 'válida con la clave dada', untrusted: 'válida con la clave guardada junto a ella (dé --key PUB para confiar en ella)',
    invalid: 'NO VÁLIDA', otherKey: 'de OTRA clave que la dada', unsignedKey: 'sin firma, pero se dio --key', key: 'clave',
    notNamed: 'no releídos: ninguno nombrado (--input RUTA… o --stored-paths)', unmatched: 'no es ninguno de los archivos de la ejecución',
    runId: 'la nueva auditoría da otra ejecución',
  },
  en: {
    title: 'Verifying run', from: 'in', store: 'Store', rows: 'stored findings', digestOk: 'match the stored SHA-256 digest',
    digestBad: 'do NOT match the stored digest: the store was altered', inputs: 'Inputs', ok: 'unchanged',
    missing: 'MISSING', unnamed: 'not among the files named with --input', changed: 'CHANGED', outside: 'NOT READ', was: 'stored', now: 'now', bytes: 'bytes', reaudit: 'Re-audit',
    skipped: 'not done', identical: 'findings identical to the stored ones', differ: 'findings DIFFER from the stored ones',
    changedF: 'changed', onlyStored: 'only in the store', onlyFresh: 'only in the re-audit', reordered: 'the same findings in another order',
    more: 'more', verified: 'VERIFIED: the findings came from exactly these files', notVerified: 'NOT VERIFIED',
    storeVerified: 'STORE VERIFIED: nothing stored changed since it was sealed; the inputs were not re-read (--input PATH... or --stored-paths)',
    findings: 'findings', digest: 'digest', integrity: 'SQLite integrity', integrityOk: 'ok (integrity_check)',
    integrityBad: 'FAILS (integrity_check): the file is damaged', chain: 'Hash chain', sealed: (n: number) => `${n} sealed ${n === 1 ? 'run' : 'runs'}, head`,
    chainBad: 'BROKEN', seal: 'This run\'s seal', sealOk: 'its rows give the sealed digest', signature: 'Signature',
    unsigned: 'unsigned', validKey: 'valid with the key given', untrusted: 'valid with the key stored beside it (give --key PUB to trust it)',
    invalid: 'INVALID', otherKey: 'by ANOTHER key than the one given', unsignedKey: 'unsigned, but --key was given', key: 'key',
    notNamed: 'not re-read: none named (--input PATH... or --stored-paths)', unmatched: 'is none of the run\'s inputs',
    runId: 'the re-audit gives another run',
  },
} as const;


/** A store whose pages fail SQLite's integrity_check: its first complaints, and not verified. */
export function damagedText(integrity: { messages: string[] }, lang: Lang): string {
  // SQLite's integrity_check gives its problems as lines of one text: each on its own line (they were one line of \u000a).
  const problems = integrity.messages.flatMap((m) => m.split('\n')).filter((m) => m !== '');
  const lines = [`✖ ${T[lang].integrity}: ${T[lang].integrityBad}`, ...problems.slice(0, 5).map((m) => `    ${m}`), `✖ ${T[lang].notVerified}`];
  return lines.map(terminalSafe).join('\n') + '\n';
}

export function damagedJson(integrity: { ok: boolean; messages: string[] }): Record<string, unknown> {
  return { verified: false, integrity };
}

const LABEL = {
  es: { file: 'del archivo', hand: 'mano', event: 'evento', seatHand: 'mano' },
  en: { file: 'file-level', hand: 'hand', event: 'event', seatHand: 'hand' },
} as const;

/** "hand GEN-8, event 22, seat 4, hand 2: Art. 15º rule (logs/nov.ndjson:9)" (a Caribbean Stud or Dragon Six finding: "zone 4"); in Spanish "mano GEN-8, evento 22, asiento 4 (mano 2): …". */
export function findingLabel(f: FindingRef, lang: Lang): string {
  const w = LABEL[lang];
  const parts = [f.handId === null ? w.file : `${w.hand} ${f.handId}`];
  if (f.event !== undefined) parts.push(`${w.event} ${f.event}`);
  // The place as the finding's catalog calls it (its regulation's word: "zona" for Caribbean Stud and Dragon Six).
  if (f.seat !== undefined) parts.push(`${wordsFor(lang, f.ruleset === undefined ? undefined : catalogWords(f.ruleset)).seat.noun} ${f.seat}`);
  // Spanish: the player's hand at the seat reads as the seat's, not as a second "mano" of the list.
  if (f.hand !== undefined) {
    if (lang === 'es' && f.seat !== undefined) parts[parts.length - 1] += ` (${w.seatHand} ${f.hand})`;
    else parts.push(`${w.seatHand} ${f.hand}`);
  }
  return `${parts.join(', ')}: ${f.article} ${f.rule} (${f.where})`;
}

/** A signature's status in words: valid with the key given, with the stored key only, another key's, invalid, unsigned. */
function signatureText(sig: { status: string; keyGiven: boolean }, lang: Lang): string {
  const t = T[lang];
  return sig.status === 'unsigned' ? (sig.keyGiven ? t.unsignedKey : t.unsigned) : sig.status === 'valid' ? t.validKey
    : sig.status === 'valid-untrusted' ? t.untrusted : sig.status === 'other-key' ? t.otherKey : t.invalid;
}

const short = (h: string | undefined) => (h ? h.slice(0, 16) + '…' : '?');

export function verifyText(r: VerifyReport, lang: Lang, dbPath: string): string {
  const t = T[lang];
  const L: string[] = [];
  L.push(`${t.title} ${r.run.id} (${r.run.tool_name} ${r.run.tool_version}, ${r.run.as_of}) ${t.from} ${dbPath}`);
  L.push(`${r.integrity.ok ? '✔' : '✖'} ${t.integrity}: ${r.integrity.ok ? t.integrityOk : t.integrityBad}`);
  L.push(`${r.chain.ok ? '✔' : '✖'} ${t.chain}: ${t.sealed(r.chain.runs.length)} ${short(r.chain.head ?? undefined)}${r.chain.ok ? '' : ` — ${t.chainBad}`}`);
  for (const p of r.chain.reasons.slice(0, SHOWN)) L.push(`    ! ${renderReason(p, lang)}`);
  L.push(`${r.seal.ok ? '✔' : '✖'} ${t.seal}: ${short(r.run.record_digest ?? undefined)}${r.seal.ok ? ` — ${t.sealOk}` : ''}`);
  const sig = r.signature;
  const fp = sig.fingerprint ? ` (${t.key} ${sig.fingerprint.slice(0, 16)})` : '';
  const sigText = signatureText(sig, lang);
  const sigOk = sig.keyGiven ? sig.status === 'valid' : sig.status !== 'invalid';
  L.push(`${sigOk ? '✔' : '✖'} ${t.signature}: ${sigText}${fp}`);
  L.push(`${r.store.ok ? '✔' : '✖'} ${t.store}: ${r.store.rows} ${t.rows} ${r.store.ok ? t.digestOk : t.digestBad} (${short(r.run.findings_digest)})`);
  L.push(r.source === 'none' ? `${t.inputs}: ${t.notNamed}` : `${t.inputs}${r.source === 'stored' ? ` (${r.root})` : ''}:`);
  for (const i of r.source === 'none' ? [] : r.inputs) {
    if (i.status === 'ok') L.push(`  ✔ ${i.input.path}  sha256 ${short(i.sha256)}  ${i.bytes} ${t.bytes}  ${t.ok}${i.resolved !== resolve(r.root, i.input.path) ? ` (${i.resolved})` : ''}`);
    else if (i.status === 'missing' || i.status === 'not-checked') L.push(`  ✖ ${i.input.path}  ${t.missing} (${i.unnamed ? t.unnamed : i.resolved})`);
    else if (i.status === 'outside') L.push(`  ✖ ${i.input.path}  ${t.outside}: ${outsideNote(i)[lang]}`);
    else {
      L.push(`  ✖ ${i.input.path}  ${t.changed}`);
      L.push(`      ${t.was}: sha256 ${i.input.sha256}  ${i.input.bytes} ${t.bytes}`);
      L.push(`      ${t.now}: sha256 ${i.sha256}  ${i.bytes} ${t.bytes}`);
    }
  }
  for (const u of r.unmatched) L.push(`  ✖ ${u.path}  sha256 ${short(u.sha256)}  ${u.bytes} ${t.bytes}: ${t.unmatched}`);
  if ('skipped' in r.reaudit) {
    L.push(`${r.source === 'none' && r.seal.ok ? '·' : '✖'} ${t.reaudit}: ${t.skipped} (${renderReason(r.reaudit.skipped, lang)})`);
  } else {
    const a = r.reaudit;
    const d = a.diff;
    const same = d.identical && a.findingsDigest === r.run.findings_digest;
    L.push(`${same && a.runId === r.run.id ? '✔' : '✖'} ${t.reaudit}: ${a.runId}, ${count(a.findings, NOUNS.finding, lang)}, ${t.digest} ${short(a.findingsDigest)} — ${same ? t.identical : t.differ}`);
    if (a.runId !== r.run.id) L.push(`    ! ${t.runId}: ${a.runId} ≠ ${r.run.id}`);
    for (const n of [...a.versionNotes, ...a.countNotes]) L.push(`    ! ${renderReason(n, lang)}`);
    if (!d.identical) {
      if (d.reordered) L.push(`    ${t.reordered}`);
      L.push(`    ${d.changed.length} ${t.changedF}, ${d.onlyStored.length} ${t.onlyStored}, ${d.onlyFresh.length} ${t.onlyFresh}`);
      for (const c of d.changed.slice(0, SHOWN)) {
        L.push(`    ~ ${findingLabel(c.finding, lang)}`);
        for (const f of c.fields) L.push(`        ${f.field}: ${JSON.stringify(f.words?.stored[lang] ?? f.stored)} → ${JSON.stringify(f.words?.fresh[lang] ?? f.fresh)}`);
      }
      for (const s of d.onlyStored.slice(0, SHOWN)) L.push(`    - ${findingLabel(s, lang)}`);
      for (const s of d.onlyFresh.slice(0, SHOWN)) L.push(`    + ${findingLabel(s, lang)}`);
      const hidden = Math.max(0, d.changed.length - SHOWN) + Math.max(0, d.onlyStored.length - SHOWN) + Math.max(0, d.onlyFresh.length - SHOWN);
      if (hidden > 0) L.push(`    … ${hidden} ${t.more} (--json)`);
    }
  }
  L.push(r.ok ? (r.source === 'none' ? `✔ ${t.storeVerified}` : `✔ ${t.verified}`) : `✖ ${t.notVerified}`);
  // Each line through the one terminal sanitizer: a path with a newline cannot forge a line of the report.
  return L.map(terminalSafe).join('\n') + '\n';
}

/** `veedor verify --json`: the check's values, its notes in the reader's language (a skipped re-audit keeps its reason's code too). */
export function verifyJson(r: VerifyReport, lang: Lang = 'en'): Record<string, unknown> {
  return {
    run: r.run.id,
    verified: r.ok,
    inputs_checked: r.source !== 'none',
    integrity: r.integrity,
    chain: { ok: r.chain.ok, sealed_runs: r.chain.runs.length, head: r.chain.head, problems: r.chain.problems },
    seal: { ok: r.seal.ok, record_digest: r.run.record_digest, problems: r.seal.problems },
    signature: { status: r.signature.status, key_given: r.signature.keyGiven, fingerprint: r.signature.fingerprint ?? null },
    unmatched: r.unmatched,
    store: { findings: r.store.rows, digest: r.store.digest, stored_digest: r.run.findings_digest, ok: r.store.ok },
    root: r.root,
    inputs: r.inputs.map((i) => ({
      path: i.input.path, resolved: i.resolved, status: i.status, stored_sha256: i.input.sha256, sha256: i.sha256 ?? null,
      stored_bytes: i.input.bytes, bytes: i.bytes ?? null,
    })),
    reaudit: 'skipped' in r.reaudit ? { skipped: renderReason(r.reaudit.skipped, lang), code: r.reaudit.skipped.code } : {
      run_id: r.reaudit.runId, findings: r.reaudit.findings, findings_digest: r.reaudit.findingsDigest,
      identical: r.reaudit.diff.identical, version_notes: r.reaudit.versionNotes.map((n) => renderReason(n, lang)),
      count_notes: r.reaudit.countNotes.map((n) => renderReason(n, lang)),
      reordered: r.reaudit.diff.reordered,
      changed: r.reaudit.diff.changed.map((c) => ({
        label: findingLabel(c.finding, lang),
        fields: c.fields.map((f) => ({ field: f.field, stored: f.words?.stored[lang] ?? f.stored, fresh: f.words?.fresh[lang] ?? f.fresh })),
      })),
      only_stored: r.reaudit.diff.onlyStored.map((f) => findingLabel(f, lang)),
      only_fresh: r.reaudit.diff.onlyFresh.map((f) => findingLabel(f, lang)),
    },
  };
}

const BUNDLE = {
  es: { title: 'Verificación del paquete', run: 'ejecución', head: 'cabeza de la cadena', ok: 'VERIFICADO: los archivos son los sellados', bad: 'NO VERIFICADO',
    sig: 'Firma', findings: 'hallazgos' },
  en: { title: 'Verifying bundle', run: 'run', head: 'chain head', ok: 'VERIFIED: the files are the ones sealed', bad: 'NOT VERIFIED',
    sig: 'Signature', findings: 'findings' },
} as const;

/** `veedor verify --bundle --json`: the check as it always was, its problems in English (the reasons are the text's). */
export function bundleJson(r: BundleCheck): Record<string, unknown> {
  const { reasons: _worded, ...check } = r;
  return check;
}

/** `veedor verify --bundle`'s listing (each line through the terminal sanitizer). */
export function bundleText(r: BundleCheck, lang: Lang): string {
  const t = BUNDLE[lang];
  const L = [`${t.title} ${r.dir}: ${t.run} ${r.runId}, ${r.findings} ${t.findings}, ${t.head} ${r.recordDigest}`];
  L.push(`${t.sig}: ${signatureText(r.signature, lang)}${r.signature.fingerprint ? ` (${T[lang].key} ${r.signature.fingerprint.slice(0, 16)})` : ''}`);
  for (const p of r.reasons) L.push(`  ✖ ${renderReason(p, lang)}`);
  L.push(r.ok ? `✔ ${t.ok}` : `✖ ${t.bad}`);
  return (L.join('\n') + '\n').split('\n').map(terminalSafe).join('\n');
}
