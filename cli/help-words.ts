import { Help } from 'commander';
import type { Argument, Command, Option } from 'commander';
import type { Lang } from '../engine/core/engine-types.js';
import type { Words } from './usage-error.js';
import { CONFIG_NAME } from './config.js';

/**
 * What `veedor --help` says, in both languages: every command's, argument's and option's description (cli/veedor.ts
 * picks them by key, in the language the notes speak: --lang, else VEEDOR_LANG, else the config file's lang, else
 * Spanish), then commander's own words around them (speakHelp). Option names, choices, file names and ids are the
 * command line's contract and stay as they are in both; the Spanish terms are the findings' (registro, mano, mesa,
 * zapato, crupier, hallazgo, ejecución, almacén de auditoría, correspondencia).
 */
export const HELP_WORDS = {
  // The program and what every command shares.
  'veedor': {
    en: 'Audits casino hand logs against the regulation of each game; every finding cites its article.',
    es: 'Audita los registros de manos de un casino frente al reglamento de cada juego; cada hallazgo cita su artículo.',
  },
  'veedor --config': {
    en: `defaults for lang, tables, db, casino, ruleset (default: ./${CONFIG_NAME} when present); a flag or the environment wins`,
    es: `valores por defecto de lang, tables, db, casino y ruleset (por defecto: ./${CONFIG_NAME}, si existe); prevalece lo que digan una opción o el entorno`,
  },
  'veedor --version': { en: 'output the version number', es: 'muestra el número de versión' },
  '--help': { en: 'display help for command', es: 'muestra la ayuda del comando' },
  'help [command]': { en: 'display help for command', es: 'muestra la ayuda de un comando' },
  '--lang': {
    en: 'language of messages (default: VEEDOR_LANG, else es)',
    es: 'idioma de los mensajes (por defecto: VEEDOR_LANG; en su defecto, es)',
  },
  '--excel': {
    en: 'CSV for a Spanish-locale Excel: UTF-8 byte-order mark, ";" between cells, decimal comma (implies --format csv)',
    es: 'CSV para un Excel con configuración regional española: marca de orden de bytes UTF-8, ";" entre celdas, coma decimal (implica --format csv)',
  },
  '--input': { en: 'log format (default: from the file name)', es: 'formato del registro (por defecto: según el nombre del archivo)' },
  '--db <file>': { en: 'the audit store', es: 'el almacén de auditoría' },
  '--format': { en: 'output format', es: 'formato de salida' },
  '--tables': { en: 'posted table configurations', es: 'configuraciones publicadas de las mesas' },
  '--tables {…}': {
    en: 'posted table configurations: {"tables": {"<table_id>": {...}}}',
    es: 'configuraciones publicadas de las mesas: {"tables": {"<table_id>": {...}}}',
  },
  '--casino': { en: 'establishment named on the PDF\'s cover', es: 'establecimiento que se nombra en la portada del PDF' },
  '--json': { en: 'as JSON', es: 'en JSON' },
  '<run>': { en: 'run id, unique prefix or "latest"', es: 'id de la ejecución, un prefijo único o "latest"' },
  '<files...>': {
    en: 'log files (- for the standard input; .gz read through zlib)',
    es: 'archivos de registro (- para la entrada estándar; los .gz se leen descomprimiéndolos con zlib)',
  },
  '<export>': { en: 'the export', es: 'la exportación' },
  '--shifts': { en: 'hours shifts start at, local time of the hand', es: 'horas a las que empiezan los turnos, en la hora local de la mano' },
  '--root --db': {
    en: 'with --db: where the run\'s logs are now (default: the directory the audit ran in); never a path outside it',
    es: 'con --db: dónde están ahora los registros de la ejecución (por defecto: la carpeta en la que se ejecutó la auditoría); nunca una ruta fuera de ella',
  },
  '--root --stored-paths': {
    en: 'with --stored-paths: where relative input paths are (default: the directory the audit ran in)',
    es: 'con --stored-paths: dónde están las rutas relativas de las entradas (por defecto: la carpeta en la que se ejecutó la auditoría)',
  },
  '--input <files...>': {
    en: 'the input files to re-read (only these are opened), in any order',
    es: 'los archivos de entrada que se vuelven a leer (solo se abren estos), en cualquier orden',
  },

  // audit
  'audit': {
    en: 'audit hand logs (JSON, NDJSON, CSV); exit 0 no findings, 1 findings, 2 could not run',
    es: 'audita registros de manos (JSON, NDJSON, CSV); sale con 0 sin hallazgos, 1 con hallazgos, 2 si no pudo ejecutarse',
  },
  'audit --format': {
    en: 'output format (default: from --out, FILE.json the findings format\'s JSON, FILE.csv CSV; else text)',
    es: 'formato de salida (por defecto: según --out: ARCHIVO.json, el JSON del formato de hallazgos; ARCHIVO.csv, CSV; si no, text)',
  },
  'audit --out': { en: 'write the report to a file instead of stdout', es: 'escribe el informe en un archivo en lugar de la salida estándar' },
  'audit --ruleset': {
    en: 'audit every hand against this catalog instead of its game\'s default',
    es: 'audita cada mano frente a este catálogo en lugar del de su juego',
  },
  'audit --no-color': { en: 'plain text even on a terminal (also NO_COLOR=1)', es: 'texto sin colores incluso en una terminal (también NO_COLOR=1)' },
  'audit --quiet': {
    en: 'no progress line on the terminal (it is never shown on a pipe)',
    es: 'sin la línea de progreso en la terminal (nunca se muestra en una tubería)',
  },
  'audit --db': {
    en: 'also store the run, inputs, hand index and findings in this audit store (--db alone: ./veedor.db; see docs/store.md); without --db nothing is written',
    es: 'guarda además la ejecución, las entradas, el índice de manos y los hallazgos en este almacén de auditoría (--db solo: ./veedor.db; véase docs/store.md); sin --db no se escribe nada',
  },
  'audit --sign': {
    en: 'with --db: sign the run\'s chain head with this private key (veedor keys new)',
    es: 'con --db: firma la cabeza de la cadena de la ejecución con esta clave privada (veedor keys new)',
  },
  'audit --pdf': {
    en: 'also write the findings report as a PDF an inspector can sign (Spanish and English)',
    es: 'escribe además el informe de hallazgos como un PDF que un inspector puede firmar (en español e inglés)',
  },
  'audit --stats': {
    en: 'with --pdf: add the integrity statistics by dealer and table with their charts (the logs read a second time; docs/stats.md)',
    es: 'con --pdf: añade las estadísticas de integridad por crupier y por mesa con sus gráficos (los registros se leen una segunda vez; docs/stats.md)',
  },
  'audit --workers': {
    en: 'worker threads to audit on: 1 to 64, or "auto" for one per core when the logs total 100 MB or more (default 1); the findings are the same, in the same order',
    es: 'hilos de trabajo con los que auditar: de 1 a 64, o "auto" para uno por núcleo cuando los registros suman 100 MB o más (por defecto 1); los hallazgos son los mismos, en el mismo orden',
  },
  'audit --map': {
    en: 'the logs are a casino system\'s own export: read them through this mapping (docs/import.md)',
    es: 'los registros son la exportación propia del sistema de un casino: se leen a través de esta correspondencia (docs/import.md)',
  },

  // import, map
  'import': {
    en: 'convert a casino system\'s export to the hand-log format through a mapping (NDJSON); exit 0 all converted, 1 some records could not be, 2 could not run',
    es: 'convierte la exportación del sistema de un casino al formato de registro de manos a través de una correspondencia (NDJSON); sale con 0 si todo se convirtió, 1 si algún registro no pudo convertirse, 2 si no pudo ejecutarse',
  },
  'import --map': { en: 'the mapping (docs/import.md)', es: 'la correspondencia (docs/import.md)' },
  'import --out': {
    en: 'the hand log to write (NDJSON); never the export or the mapping',
    es: 'el registro de manos que se escribe (NDJSON); nunca la exportación ni la correspondencia',
  },
  'map': { en: 'draft and check import mappings for foreign exports (docs/import.md)', es: 'redacta y comprueba correspondencias de importación para exportaciones ajenas (docs/import.md)' },
  'map init': {
    en: 'draft a mapping from an export\'s header and first rows; every guess is marked "_guess" for you to confirm',
    es: 'redacta una correspondencia a partir de la cabecera y las primeras filas de una exportación; cada suposición queda marcada "_guess" para que usted la confirme',
  },
  'map init --out': {
    en: 'write the draft to this file (never over an existing one) instead of stdout',
    es: 'escribe el borrador en este archivo (nunca sobre uno existente) en lugar de la salida estándar',
  },
  'map init --rows': { en: 'rows to look at', es: 'filas que se examinan' },
  'map check': {
    en: 'check a mapping against an export: columns not mapped, words not in a vocabulary, values that do not convert; exit 0 clean, 1 problems, 2 the mapping cannot be used',
    es: 'comprueba una correspondencia contra una exportación: columnas sin correspondencia, palabras fuera de un vocabulario, valores que no se convierten; sale con 0 si no hay problemas, 1 si los hay, 2 si la correspondencia no puede usarse',
  },
  'map check <file>': { en: 'the export (or a sample of it)', es: 'la exportación (o una muestra de ella)' },
  'map check --map': { en: 'the mapping', es: 'la correspondencia' },
  'map check --rows': { en: 'read only the first n hands (default: the whole file)', es: 'lee solo las primeras n manos (por defecto: todo el archivo)' },

  // rules, validate
  'rules': {
    en: 'list the catalogs, one catalog\'s articles with status and enforcing rules, or one article whole (its text, English summary, rules, interpretations)',
    es: 'lista los catálogos, los artículos de un catálogo con su estado y las reglas que los aplican, o un artículo entero (su texto, el resumen en inglés, las reglas, las interpretaciones)',
  },
  'ruleset id': { en: 'catalog id', es: 'id del catálogo' },
  'rules [article]': { en: 'one article: "13", "13º", "Art. 13º" or a heading', es: 'un artículo: "13", "13º", "Art. 13º" o un encabezado' },
  'rules --article': { en: 'the same as the [article] argument', es: 'lo mismo que el argumento [article]' },
  'validate': {
    en: 'check logs against the hand-log format only; exit 0 all valid, 1 some rejected',
    es: 'comprueba los registros solo frente al formato de registro de manos; sale con 0 si todos son válidos, 1 si se rechazó alguno',
  },

  // findings, summary
  'findings': {
    en: 'query the stored findings (of every complete run unless --run); exit 0, or 2 when the store or a filter is wrong',
    es: 'consulta los hallazgos guardados (de todas las ejecuciones completas salvo con --run); sale con 0, o 2 si el almacén o un filtro no es correcto',
  },
  'findings --run': { en: 'one run: its id, a unique prefix, or "latest"', es: 'una ejecución: su id, un prefijo único o "latest"' },
  'findings --article': { en: 'article as cited ("Art. 13º"; "13" also matches)', es: 'artículo tal como se cita ("Art. 13º"; "13" también coincide)' },
  'findings --rule': { en: 'rule id', es: 'id de la regla' },
  'findings --category': { en: 'finding category', es: 'categoría del hallazgo' },
  'findings --table': { en: 'table_id', es: 'table_id de la mesa' },
  'findings --dealer': { en: 'dealer_id', es: 'dealer_id del crupier' },
  'findings --hand': { en: 'hand_id', es: 'hand_id de la mano' },
  'findings --from': { en: 'first day, YYYY-MM-DD, in the hand\'s local time', es: 'primer día, AAAA-MM-DD, en la hora local de la mano' },
  'findings --to': { en: 'last day, YYYY-MM-DD, inclusive', es: 'último día, AAAA-MM-DD, incluido' },
  'findings --shift': {
    en: 'one shift as `summary --by shift` names it, e.g. "2026-11-05 22-06" (the hands from 22:00 on 5 November to 06:00 the next day, local time)',
    es: 'un turno tal como lo nombra `summary --by shift`, p. ej. "2026-11-05 22-06" (las manos desde las 22:00 del 5 de noviembre hasta las 06:00 del día siguiente, hora local)',
  },
  'findings --out': { en: 'write to a file instead of stdout', es: 'escribe en un archivo en lugar de la salida estándar' },
  'summary': {
    en: 'roll up a stored run per dealer, table, day or shift: hands audited, findings per 1,000 hands by article, money under- and over-paid',
    es: 'resume una ejecución guardada por crupier, mesa, día o turno: manos auditadas, hallazgos por 1.000 manos por artículo, dinero pagado de menos y de más',
  },
  'summary --by': { en: 'group by', es: 'agrupa por' },
  'summary --out': { en: 'write the roll-up to a file instead of stdout', es: 'escribe el resumen en un archivo en lugar de la salida estándar' },

  // stats
  'stats': {
    en: 'integrity statistics per dealer, table, shift, day or shoe against the game\'s exact mathematics (docs/stats.md); flags are warnings, never the audit\'s findings; exit 0, or 2 could not run',
    es: 'estadísticas de integridad por crupier, mesa, turno, día o zapato frente a la matemática exacta del juego (docs/stats.md); las señales son avisos, nunca hallazgos de la auditoría; sale con 0, o 2 si no pudo ejecutarse',
  },
  'stats [files...]': { en: 'log files (or --db)', es: 'archivos de registro (o --db)' },
  'stats --by': { en: 'group by dealer, table, shift, day, shoe (several allowed)', es: 'agrupa por dealer, table, shift, day, shoe (se admiten varios)' },
  'stats --db': {
    en: 'a stored run instead of logs (--db alone: ./veedor.db): its logs are read again at their stored paths, checked against their SHA-256',
    es: 'una ejecución guardada en lugar de registros (--db solo: ./veedor.db): sus registros se vuelven a leer en sus rutas guardadas y se comprueban frente a su SHA-256',
  },
  'stats --run': { en: 'with --db: run id, unique prefix or "latest"', es: 'con --db: id de la ejecución, un prefijo único o "latest"' },
  'stats --out': { en: 'write the statistics to a file instead of stdout', es: 'escribe las estadísticas en un archivo en lugar de la salida estándar' },
  'stats --ruleset': {
    en: 'read every hand under this catalog instead of its game\'s default',
    es: 'lee cada mano con este catálogo en lugar del de su juego',
  },
  'stats --q': {
    en: 'false-discovery level of the Benjamini-Hochberg correction',
    es: 'tasa de falsos descubrimientos de la corrección de Benjamini-Hochberg',
  },
  'stats --min-hands': { en: 'fewest hands a figure needs to be tested', es: 'mínimo de manos que necesita una cifra para someterse a prueba' },
  'stats --svg': { en: 'also write the charts as SVG files into this folder', es: 'escribe además los gráficos como archivos SVG en esta carpeta' },
  'stats --workers': {
    en: 'worker threads to audit and read the hands on, as for audit: 1 to 64 or "auto" (default 1); the same figures, byte for byte',
    es: 'hilos de trabajo con los que auditar y leer las manos, como en audit: de 1 a 64 o "auto" (por defecto 1); las mismas cifras, byte a byte',
  },

  // verify, report, export, keys, runs, serve
  'verify': {
    en: 'check a stored run as evidence: the store\'s pages, the hash chain, the run\'s seal and signature; with --input or --stored-paths also re-read the inputs, check their SHA-256 and size, re-audit and compare; exit 0 verified, 1 differs, 2 could not run',
    es: 'comprueba una ejecución guardada como prueba: las páginas del almacén, la cadena de hashes, el sello y la firma de la ejecución; con --input o --stored-paths además vuelve a leer las entradas, comprueba su SHA-256 y su tamaño, vuelve a auditar y compara; sale con 0 si se verificó, 1 si difiere, 2 si no pudo ejecutarse',
  },
  'verify --stored-paths': {
    en: 're-read the inputs at the paths the store holds, under --root; never a path outside it',
    es: 'vuelve a leer las entradas en las rutas que guarda el almacén, bajo --root; nunca una ruta fuera de esa carpeta',
  },
  'verify --key': {
    en: 'the signer\'s public key: the run must be signed with it',
    es: 'la clave pública del firmante: la ejecución debe estar firmada con ella',
  },
  'verify --bundle': {
    en: 'check a bundle written by veedor export, without any store',
    es: 'comprueba un paquete escrito por veedor export, sin ningún almacén',
  },
  'report': {
    en: 'write the PDF findings report of a stored run (the same PDF audit --pdf wrote), events re-read from the inputs once their SHA-256 is checked; exit 0 written, 1 written but an input is missing or changed, 2 could not run',
    es: 'escribe el informe de hallazgos en PDF de una ejecución guardada (el mismo PDF que escribió audit --pdf), con los eventos leídos de nuevo de las entradas una vez comprobado su SHA-256; sale con 0 si se escribió, 1 si se escribió pero falta una entrada o ha cambiado, 2 si no pudo ejecutarse',
  },
  'report --pdf': { en: 'the PDF to write', es: 'el PDF que se escribe' },
  'report --input': {
    en: 'the input files to read the events from (only these are opened), in any order',
    es: 'los archivos de entrada de los que se leen los eventos (solo se abren estos), en cualquier orden',
  },
  'report --stored-paths': {
    en: 'read the events from the paths the store holds, under --root; never a path outside it',
    es: 'lee los eventos de las rutas que guarda el almacén, bajo --root; nunca una ruta fuera de esa carpeta',
  },
  'report --stats': {
    en: 'with --stored-paths: add the integrity statistics by dealer and table with their charts (the run\'s logs must be intact; docs/stats.md)',
    es: 'con --stored-paths: añade las estadísticas de integridad por crupier y por mesa con sus gráficos (los registros de la ejecución deben estar intactos; docs/stats.md)',
  },
  'export': {
    en: 'write a stored run as files a regulator keeps and checks without the store: manifest.json (every digest, the signature), findings.ndjson, hands.csv, run_hands.csv; check with verify --bundle DIR',
    es: 'escribe una ejecución guardada como archivos que un regulador conserva y comprueba sin el almacén: manifest.json (cada hash, la firma), findings.ndjson, hands.csv, run_hands.csv; se comprueban con verify --bundle CARPETA',
  },
  'export --out': { en: 'the folder to create (must not exist)', es: 'la carpeta que se crea (no debe existir)' },
  'keys': { en: 'signing keys for the audit store (Ed25519)', es: 'claves de firma para el almacén de auditoría (Ed25519)' },
  'keys new': {
    en: 'write a new key pair: NAME.key (private) and NAME.pub (public); never over an existing file',
    es: 'escribe un nuevo par de claves: NOMBRE.key (privada) y NOMBRE.pub (pública); nunca sobre un archivo existente',
  },
  'keys new --out': { en: 'the files\' name, without .key/.pub', es: 'el nombre de los archivos, sin .key/.pub' },
  'runs': {
    en: 'list the runs in the audit store, complete and incomplete, with their input files',
    es: 'lista las ejecuciones del almacén de auditoría, completas e incompletas, con sus archivos de entrada',
  },
  'serve': {
    en: 'the inspector\'s workbench: a local web app over the audit store (opened read-only): runs, findings filtered and sorted, hands replayed, articles; prints its URL first and serves until Ctrl-C',
    es: 'el banco de trabajo del inspector: una aplicación web local sobre el almacén de auditoría (abierto en solo lectura): ejecuciones, hallazgos filtrados y ordenados, manos reproducidas, artículos; primero escribe su URL y sirve hasta Ctrl-C',
  },
  'serve --port': { en: 'port to listen on (0: any free port)', es: 'puerto en el que escuchar (0: cualquier puerto libre)' },
  'serve --host': {
    en: 'address to listen on: 127.0.0.1, localhost or ::1',
    es: 'dirección en la que escuchar: 127.0.0.1, localhost o ::1',
  },

  // simulate
  'simulate': {
    en: 'play correct hands under a ruleset (same seed, same bytes); --faults adds dealer errors and --key writes their answer key',
    es: 'juega manos correctas con un reglamento (misma semilla, mismos bytes); --faults añade errores del crupier y --key escribe su clave de respuestas',
  },
  'simulate --ruleset': { en: 'the catalog to play by', es: 'el catálogo con el que se juega' },
  'simulate --hands': { en: 'rounds to play', es: 'rondas que se juegan' },
  'simulate --tables': { en: 'tables, played round-robin (default 1)', es: 'mesas, jugadas por rotación (por defecto 1)' },
  'simulate --seed': { en: 'a whole number 0-4294967295 (default 1)', es: 'un número entero de 0 a 4294967295 (por defecto 1)' },
  'simulate --faults': { en: 'share of rounds (0-1) given one dealer error each', es: 'proporción de rondas (de 0 a 1) que reciben cada una un error del crupier' },
  'simulate --fault-kinds': {
    en: 'only these fault kinds, comma-separated (see --list-faults)',
    es: 'solo estos tipos de error, separados por comas (véase --list-faults)',
  },
  'simulate --stacked-shoes': {
    en: 'deal these shoes (shoe_id, e.g. BAC-01-S002) prearranged after the cut, comma-separated: every coup lawful, the cards not random (Dragon Six only; for testing veedor stats)',
    es: 'reparte estos zapatos (shoe_id, p. ej. BAC-01-S002) preparados tras el corte, separados por comas: cada jugada conforme al reglamento, las cartas no aleatorias (solo Dragon Six; para probar veedor stats)',
  },
  'simulate --format': {
    en: 'hand log format (default: from --out, else ndjson)',
    es: 'formato del registro de manos (por defecto: según --out; si no, ndjson)',
  },
  'simulate --out': { en: 'write the hands to a file instead of stdout', es: 'escribe las manos en un archivo en lugar de la salida estándar' },
  'simulate --key': {
    en: 'answer key: hand_id, fault, rule, article per expected finding (NDJSON, or CSV for a .csv name)',
    es: 'clave de respuestas: hand_id, error, regla y artículo de cada hallazgo esperado (NDJSON, o CSV para un nombre .csv)',
  },
  'simulate --tables-out': {
    en: 'tables file {"tables": {...}} (CSV: default beside --out)',
    es: 'archivo de mesas {"tables": {...}} (CSV: por defecto, junto a --out)',
  },
  'simulate --start': {
    en: 'started_at of the first round, ISO 8601 with offset',
    es: 'started_at de la primera ronda, ISO 8601 con desfase horario',
  },
  'simulate --stats': {
    en: 'print the players\' net result per wager type (hands are written only with --out)',
    es: 'escribe el resultado neto de los jugadores por tipo de apuesta (las manos solo se escriben con --out)',
  },
  'simulate --list-faults': {
    en: 'list the ruleset\'s fault kinds: id, rule, article, what goes wrong',
    es: 'lista los tipos de error del reglamento: id, regla, artículo y qué sale mal',
  },

  // replay
  'replay': {
    en: 'tell one hand step by step for a dispute: each event, the table, the article, the findings and the money owed; exit 0 clean, 1 findings, 2 could not run',
    es: 'cuenta una mano paso a paso para una reclamación: cada evento, la mesa, el artículo, los hallazgos y el dinero adeudado; sale con 0 sin hallazgos, 1 con hallazgos, 2 si no pudo ejecutarse',
  },
  'replay <log-or-run>': {
    en: 'the log file that holds the hand, or with --db a stored run: its id, a unique prefix, or "latest"',
    es: 'el archivo de registro que contiene la mano o, con --db, una ejecución guardada: su id, un prefijo único o "latest"',
  },
  'replay <hand_id>': { en: 'the hand to replay', es: 'la mano que se reproduce' },
  'replay --format': {
    en: 'what goes to stdout: the timeline as text, the replay as JSON (amounts, findings, balance, as the findings format writes them), or the HTML page (default: text, or nothing when --pdf or --html writes a file)',
    es: 'lo que va a la salida estándar: la cronología como texto, la reproducción en JSON (importes, hallazgos, saldo, como los escribe el formato de hallazgos) o la página HTML (por defecto: text, o nada cuando --pdf o --html escriben un archivo)',
  },
  'replay --pdf': {
    en: 'write the replay as a PDF (one or two pages) for the dispute file',
    es: 'escribe la reproducción como un PDF (de una o dos páginas) para el expediente de la reclamación',
  },
  'replay --html': {
    en: 'write the replay as a self-contained HTML page that steps through the hand',
    es: 'escribe la reproducción como una página HTML autónoma que recorre la mano paso a paso',
  },
  'replay --ruleset': {
    en: 'replay against this catalog instead of the game\'s default',
    es: 'reproduce frente a este catálogo en lugar del de su juego',
  },
  'replay --db': {
    en: 'the audit store: <log-or-run> is a run, and the store says which log holds the hand and at which line',
    es: 'el almacén de auditoría: <log-or-run> es una ejecución, y el almacén dice qué registro contiene la mano y en qué línea',
  },
  'replay --log': {
    en: 'with --db: the log that holds the hand, as the run names it (veedor runs), where two of the run\'s logs each hold a hand of that id',
    es: 'con --db: el registro que contiene la mano, tal como lo nombra la ejecución (veedor runs), cuando dos registros de la ejecución tienen cada uno una mano con ese id',
  },
} as const satisfies Record<string, Words>;

export type HelpKey = keyof typeof HELP_WORDS;

/** The descriptions in one language: `const h = helpWordsIn('es'); h('audit --out')`. */
export function helpWordsIn(lang: Lang): (key: HelpKey) => string {
  return (key) => HELP_WORDS[key][lang];
}

/** Commander's own words around the descriptions (commander 14, lib/help.js), in Spanish. */
const TITLES_ES: Readonly<Record<string, string>> = {
  'Usage:': 'Uso:',
  'Arguments:': 'Argumentos:',
  'Options:': 'Opciones:',
  'Global Options:': 'Opciones globales:',
  'Commands:': 'Comandos:',
};
/** The placeholders commander's usage line and command list write: `veedor audit [options] <files...>`. */
const USAGE_WORDS_ES: Readonly<Record<string, string>> = { '[options]': '[opciones]', '[command]': '[comando]' };

/**
 * The help of `cmd` and of every command under it in `lang`: commander's titles, the "(default: …)" and
 * "(choices: …)" after a description, the usage's [options] and [command], the -h/--help option and the
 * `help [command]` command. Called once every command exists: commander copies a help configuration only to the
 * commands created after it, so each command is given its own here. English is commander's own.
 */
export function speakHelp(cmd: Command, lang: Lang): void {
  const words = helpWordsIn(lang);
  cmd.helpOption('-h, --help', words('--help'));
  if (cmd.commands.length > 0) cmd.helpCommand('help [command]', words('help [command]'));
  if (lang === 'es') cmd.configureHelp(SPANISH_HELP);
  for (const sub of cmd.commands) speakHelp(sub, lang);
}

/** The usage and term placeholders in Spanish, word by word as commander writes them (space-separated). */
function usageEs(text: string): string {
  return text.split(' ').map((w) => USAGE_WORDS_ES[w] ?? w).join(' ');
}

/** "(choices: …, default: …)" as commander's optionDescription and argumentDescription write it, in Spanish. */
function extrasEs(description: string, extras: string[]): string {
  if (extras.length === 0) return description;
  const said = `(${extras.join(', ')})`;
  return description ? `${description} ${said}` : said;
}

const SPANISH_HELP: Partial<Help> = {
  styleTitle: (title: string) => TITLES_ES[title] ?? title,
  // Commander's own usage line and command term, their placeholders worded again (argument names stay: they are
  // what the error lines name).
  commandUsage(this: Help, cmd: Command): string {
    return usageEs(Help.prototype.commandUsage.call(this, cmd));
  },
  subcommandTerm(this: Help, cmd: Command): string {
    return usageEs(Help.prototype.subcommandTerm.call(this, cmd));
  },
  optionDescription(option: Option): string {
    const extras: string[] = [];
    if (option.argChoices) extras.push(`valores posibles: ${option.argChoices.map((c) => JSON.stringify(c)).join(', ')}`);
    if (option.defaultValue !== undefined) {
      const shown = option.required || option.optional || (option.isBoolean() && typeof option.defaultValue === 'boolean');
      if (shown) extras.push(`por defecto: ${option.defaultValueDescription || JSON.stringify(option.defaultValue)}`);
    }
    if (option.presetArg !== undefined && option.optional) extras.push(`sin valor: ${JSON.stringify(option.presetArg)}`);
    if (option.envVar !== undefined) extras.push(`variable de entorno: ${option.envVar}`);
    return extrasEs(option.description, extras);
  },
  argumentDescription(argument: Argument): string {
    const extras: string[] = [];
    if (argument.argChoices) extras.push(`valores posibles: ${argument.argChoices.map((c) => JSON.stringify(c)).join(', ')}`);
    if (argument.defaultValue !== undefined) extras.push(`por defecto: ${argument.defaultValueDescription || JSON.stringify(argument.defaultValue)}`);
    return extrasEs(argument.description, extras);
  },
};
