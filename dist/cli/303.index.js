export const id = 303;
export const ids = [303];
export const modules = {

/***/ 1536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ buildFilesSource),
/* harmony export */   n: () => (/* binding */ commitSource)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6264);
/* harmony import */ var _workspaces_tree_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3521);
/* harmony import */ var _source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3649);
/**
 * A reader of build files (Maven, Gradle, .NET) as a graph source: both commits' trees opened
 * from git objects, the reader's answer in the shape every source gives, and a git failure as ALL.
 */




async function buildFilesSource(ctx, tool, read) {
    return commitSource(ctx, tool, (after, before, changed, where) => read(after, lazyFiles(where, before), changed));
}
/**
 * A reader of both commits' trees from git objects as a graph source (the build-file readers, Python):
 * the head's tree opened at once, the base's on first use, a git failure as ALL. `keep` chooses
 * the files whose object ids the trees keep (CommitFiles.open); the answer's `source` replaces
 * the summary's words for where the graph came from.
 */
async function commitSource(ctx, tool, read) {
    const started = Date.now();
    const c = ctx.comparison;
    const to = c.kind === 'merge-commit' ? 'the merge commit' : 'the pull request head';
    const from = c.kind === 'merge-commit' ? 'its first parent' : 'the merge-base';
    // The first parent is listed only when the reader asks for it (a source-only pull request
    // reads one tree).
    const after = await _workspaces_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .CommitFiles */ .d.open(ctx.git, ctx.repository, c.to, to, tool.keep);
    let opened;
    const open = () => (opened ??= _workspaces_tree_js__WEBPACK_IMPORTED_MODULE_1__/* .CommitFiles */ .d.open(ctx.git, ctx.repository, c.from, from, tool.keep));
    const before = async () => {
        const files = await open();
        if (!files) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS(`git cannot list ${from} ${c.from.slice(0, 12)}`, ['ls-tree'], null, '');
        }
        return files;
    };
    try {
        if (!after) {
            return (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .allAnswer */ .s)(`${tool.title}'s build files could not be read: git cannot list ${to} ${c.to.slice(0, 12)}`);
        }
        let answer;
        try {
            answer = await read(after, before, ctx.changed, `in commit ${c.from.slice(0, 12)} (${from})`);
        }
        catch (error) {
            if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS))
                throw error;
            return (0,_source_js__WEBPACK_IMPORTED_MODULE_2__/* .allAnswer */ .s)(`${tool.title}'s build files could not be read with git: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}`);
        }
        const n = answer.modules;
        return {
            impacted: answer.impacted,
            all: answer.all,
            outside: answer.outside,
            unseen: answer.unseen ?? [],
            calls: [
                {
                    tool: tool.title,
                    command: [],
                    ms: Date.now() - started,
                    source: answer.source ?? `${n} ${tool.what}${n === 1 ? '' : 's'} read from git objects`,
                },
            ],
            warnings: answer.warnings,
            ...(answer.names && { names: answer.names }),
        };
    }
    finally {
        after?.close();
        void opened?.then((files) => files?.close());
    }
}
/**
 * A RepoFiles opened on first use. Its synchronous questions (isDirectory, the submodules) need
 * it open: the readers ask them only after an asynchronous read.
 */
function lazyFiles(where, open) {
    let files;
    const get = async () => (files ??= await open());
    const now = (what) => {
        if (!files)
            throw new Error(`${where}: ${what} asked before the tree was read`);
        return files;
    };
    return {
        where,
        read: async (file) => (await get()).read(file),
        isFile: async (file) => (await get()).isFile(file),
        isDirectory: (dir) => now('isDirectory').isDirectory(dir),
        members: async (patterns, name, exclude) => (await get()).members(patterns, name, exclude),
        filesUnder: async (dir) => (await get()).filesUnder(dir),
        unknownSubmodules: () => now('unknownSubmodules').unknownSubmodules(),
        inUnknownSubmodule: (file) => now('inUnknownSubmodule').inUnknownSubmodule(file),
    };
}


/***/ }),

/***/ 5408:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A_: () => (/* binding */ int32Bytes),
/* harmony export */   Io: () => (/* binding */ entryHeader),
/* harmony export */   S4: () => (/* binding */ int32s)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6264);
/**
 * The pieces graph cache entries are made of (Bazel's graph, the Python reader's imports): 32-bit
 * integers as little-endian bytes, and back; the JSON header after an entry's magic line.
 */


const LITTLE_ENDIAN = node_os__WEBPACK_IMPORTED_MODULE_0__.endianness() === 'LE';
/** 32-bit integers as little-endian bytes. */
function int32Bytes(values) {
    const bytes = Buffer.alloc(values.length * 4);
    if (LITTLE_ENDIAN)
        bytes.set(new Uint8Array(values.buffer, values.byteOffset, bytes.length));
    else
        values.forEach((v, i) => bytes.writeInt32LE(v, i * 4));
    return bytes;
}
/** Little-endian bytes as 32-bit integers; undefined when their length is no multiple of 4. */
function int32s(bytes) {
    if (bytes.length % 4 !== 0)
        return undefined;
    const out = new Int32Array(bytes.length / 4);
    if (LITTLE_ENDIAN)
        new Uint8Array(out.buffer).set(bytes);
    else
        for (let i = 0; i < out.length; i++)
            out[i] = bytes.readInt32LE(i * 4);
    return out;
}
/**
 * The JSON header of an entry that begins with `magicLength` bytes of magic line, then the
 * header's length (32 bits, little-endian), then the header; `bad` says why it cannot be read.
 */
function entryHeader(bytes, magicLength) {
    if (bytes.length < magicLength + 4)
        return { bad: 'it is cut short (its header)' };
    const end = magicLength + 4 + bytes.readUInt32LE(magicLength);
    if (end > bytes.length)
        return { bad: 'it is cut short (its header)' };
    try {
        return { header: JSON.parse(bytes.toString('utf8', magicLength + 4, end)), end };
    }
    catch (error) {
        return { bad: `its header is not JSON (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error).split('\n')[0]})` };
    }
}


/***/ }),

/***/ 4354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P8: () => (/* binding */ basename),
/* harmony export */   hG: () => (/* binding */ under),
/* harmony export */   pD: () => (/* binding */ dirname)
/* harmony export */ });
/** Repository-relative paths (`/`-separated, no leading `/`), as the graph readers use them. */
/** The last name of `file`. */
const basename = (file) => file.slice(file.lastIndexOf('/') + 1);
/** The directory `file` is in; '' at the top. */
const dirname = (file) => file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
/** Whether `file` is `dir` or under it; everything is under the top (''). */
const under = (file, dir) => dir === '' || file === dir || file.startsWith(`${dir}/`);


/***/ }),

/***/ 5303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pythonSource: () => (/* binding */ pythonSource),
  warmPythonScans: () => (/* binding */ warmPythonScans)
});

// NAMESPACE OBJECT: ./src/targets/graphs/python/scan-lex.ts
var scan_lex_namespaceObject = {};
__webpack_require__.r(scan_lex_namespaceObject);
__webpack_require__.d(scan_lex_namespaceObject, {
  oH: () => (COLON),
  KE: () => (COMMA),
  lZ: () => (DEDENT),
  y0: () => (DOT),
  Gr: () => (ELLIPSIS),
  Kp: () => (END),
  TG: () => (EQUAL),
  ub: () => (FEND),
  xh: () => (FSTART),
  bB: () => (F_BYTES),
  Fb: () => (F_COMPOUND),
  dN: () => (F_FIELDS),
  TL: () => (F_KEYWORD),
  ML: () => (F_RAW),
  GZ: () => (F_SOFT),
  EL: () => (F_TEMPLATE),
  z1: () => (F_UNICODE),
  BH: () => (INDENT),
  A0: () => (LBRACE),
  MY: () => (LPAR),
  df: () => (LSQB),
  JG: () => (Lexer),
  o_: () => (NAME),
  Xy: () => (NEWLINE),
  uk: () => (NUMBER),
  ce: () => (N_FROM),
  dw: () => (N_IF),
  dZ: () => (N_IMPORT),
  a4: () => (N_SPECIAL),
  OP: () => (OP),
  lf: () => (PLUSEQ),
  aC: () => (RBRACE),
  E3: () => (RPAR),
  fT: () => (RSQB),
  v_: () => (SEMI),
  Vw: () => (STAR),
  An: () => (STRING)
});

// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(6264);
// EXTERNAL MODULE: ./src/targets/workspaces/tree.ts
var tree = __webpack_require__(3521);
// EXTERNAL MODULE: ./src/targets/graphs/build-files-source.ts
var build_files_source = __webpack_require__(1536);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./src/targets/graphs/cache/bytes.ts
var cache_bytes = __webpack_require__(5408);
;// CONCATENATED MODULE: ./src/targets/graphs/python/scan-lex.ts
/**
 * Python 3.14's lexical grammar, as CPython's tokenizer reads it, for the import scanner
 * (scan.ts): every token a statement is made of, with the lines, the indentation and the
 * brackets, and the lexical errors CPython reports. Strings of every prefix (r, u, b, f, t and
 * their combinations, any case, triple-quoted) are one token each, except f- and t-strings
 * (PEP 701, PEP 750): their replacement fields are code and come as tokens between an FSTART
 * and an FEND, a field's braces as LBRACE and RBRACE, so an import call inside a field is seen
 * and nothing of the literal parts is.
 *
 * The tokens go to typed arrays reused from one file to the next (no object per token), so a
 * scan allocates little beyond the names it returns.
 */
// Token kinds.
const NAME = 1;
const NUMBER = 2;
const STRING = 3;
const FSTART = 4;
const FEND = 5;
const NEWLINE = 6;
const INDENT = 7;
const DEDENT = 8;
const END = 9;
const LPAR = 10;
const RPAR = 11;
const LSQB = 12;
const RSQB = 13;
const LBRACE = 14;
const RBRACE = 15;
const COMMA = 16;
const DOT = 17;
const ELLIPSIS = 18;
const SEMI = 19;
const COLON = 20;
const EQUAL = 21;
const STAR = 22;
const PLUSEQ = 23;
/** Any other operator: `+`, `**`, `:=`, `->`, `!=`, an f-string's `!` and format `:`... */
const OP = 24;
// Flags of a STRING (and of FSTART/FEND for the f/t and raw bits).
const F_BYTES = 1;
const F_RAW = 2;
/** A t-string (PEP 750): a Template, never a str. */
const F_TEMPLATE = 4;
/** On FEND: the f-string has at least one replacement field. */
const F_FIELDS = 8;
/** On NAME: it has a character outside ASCII (compare it after NFKC, as CPython does). */
const F_UNICODE = 16;
/** On NAME: a keyword (`if`, `import`, `None`...), which no name can be. */
const F_KEYWORD = 32;
/** On NAME: a soft keyword that may begin a statement: `match`, `case`, `type`, `lazy`. */
const F_SOFT = 64;
/** On NAME: the first word of a compound statement (`if`, `def`, `match`...). */
const F_COMPOUND = 128;
// On NAME, the bits a string's flags use tell the words the statement layer looks for.
/** On NAME: the keyword `import`. */
const N_IMPORT = 1;
/** On NAME: the keyword `from`. */
const N_FROM = 2;
/** On NAME: `if` or `elif` (a TYPE_CHECKING block may begin). */
const N_IF = 4;
/** On NAME: `import_module`, `__import__`, `pytest_plugins`, `TYPE_CHECKING` or `lazy`. */
const N_SPECIAL = 8;
/** Each keyword and its flags, found by its length, first and last letter (unique). */
const KEYWORD_WORDS = [];
const KEYWORD_FLAGS = [];
const KEYWORD_INDEX = new Uint8Array(7 * 64 * 64);
const keywordSlot = (length, first, last) => ((length - 2) * 64 + first - 64) * 64 + last - 64;
for (const [words, flags] of [
    [
        'False None True and as assert await break continue del global in is lambda ' +
            'nonlocal not or pass raise return yield',
        F_KEYWORD,
    ],
    ['else while for try except finally with def class async', F_KEYWORD | F_COMPOUND],
    ['type', F_SOFT],
    ['lazy', F_SOFT | N_SPECIAL],
    ['match case', F_SOFT | F_COMPOUND],
    ['import', F_KEYWORD | N_IMPORT],
    ['from', F_KEYWORD | N_FROM],
    ['if elif', F_KEYWORD | F_COMPOUND | N_IF],
]) {
    for (const word of words.split(' ')) {
        KEYWORD_WORDS.push(word);
        KEYWORD_FLAGS.push(flags);
        const slot = keywordSlot(word.length, word.charCodeAt(0), word.charCodeAt(word.length - 1));
        KEYWORD_INDEX[slot] = KEYWORD_WORDS.length;
    }
}
/** The keyword and N_ flags of the ASCII name [i, j) of `src`, or 0. */
function keywordFlags(src, i, j) {
    const length = j - i;
    if (length > 8) {
        const special = (length === 10 && src.startsWith('__import__', i)) ||
            (length === 13 &&
                (src.startsWith('import_module', i) || src.startsWith('TYPE_CHECKING', i))) ||
            (length === 14 && src.startsWith('pytest_plugins', i));
        return special ? N_SPECIAL : 0;
    }
    if (length < 2)
        return 0;
    const last = src.charCodeAt(j - 1);
    if (last < 64)
        return 0;
    const k = KEYWORD_INDEX[keywordSlot(length, src.charCodeAt(i), last)];
    return k !== 0 && src.startsWith(KEYWORD_WORDS[k - 1], i) ? KEYWORD_FLAGS[k - 1] : 0;
}
/** The token arrays; `n` tokens are valid. Reused between files. */
class Tokens {
    n = 0;
    kind = new Uint8Array(4096);
    flags = new Uint8Array(4096);
    start = new Int32Array(4096);
    end = new Int32Array(4096);
    push(kind, start, end, flags) {
        if (this.n === this.kind.length)
            this.grow();
        const k = this.n++;
        this.kind[k] = kind;
        this.flags[k] = flags;
        this.start[k] = start;
        this.end[k] = end;
    }
    grow() {
        const size = this.kind.length * 2;
        const copy = (a, b) => (b.set(a), b);
        this.kind = copy(this.kind, new Uint8Array(size));
        this.flags = copy(this.flags, new Uint8Array(size));
        this.start = copy(this.start, new Int32Array(size));
        this.end = copy(this.end, new Int32Array(size));
    }
}
// Character classes of ASCII.
const ID_START = 1;
const ID_PART = 2;
const DIGIT = 4;
const HEX = 8;
const CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
    const ch = String.fromCharCode(c);
    if (/[A-Za-z_]/.test(ch))
        CLASS[c] |= ID_START | ID_PART;
    if (/[0-9]/.test(ch))
        CLASS[c] |= ID_PART | DIGIT;
    if (/[0-9a-fA-F_]/.test(ch))
        CLASS[c] |= HEX;
}
const isDigit = (c) => c >= 48 && c <= 57;
const IDENTIFIER = /^[\p{XID_Start}_]\p{XID_Continue}*$/u;
/** A string prefix's flags, or -1 when the letters are no prefix (then they are a name). */
function prefixFlags(src, start, end) {
    let flags = 0;
    let f = false;
    let u = false;
    for (let i = start; i < end; i++) {
        switch (src.charCodeAt(i) | 32) {
            case 0x72: // r
                if (flags & F_RAW)
                    return -1;
                flags |= F_RAW;
                break;
            case 0x62: // b
                if (flags & F_BYTES)
                    return -1;
                flags |= F_BYTES;
                break;
            case 0x66: // f
                if (f)
                    return -1;
                f = true;
                break;
            case 0x74: // t
                if (flags & F_TEMPLATE)
                    return -1;
                flags |= F_TEMPLATE;
                break;
            case 0x75: // u
                if (u)
                    return -1;
                u = true;
                break;
            default:
                return -1;
        }
    }
    // u stands alone; b, f and t do not mix with each other.
    if (u && end - start > 1)
        return -1;
    const kinds = (flags & F_BYTES ? 1 : 0) + (f ? 1 : 0) + (flags & F_TEMPLATE ? 1 : 0);
    if (kinds > 1)
        return -1;
    return f || flags & F_TEMPLATE ? flags | 128 : flags;
}
/** The bit prefixFlags sets for an f- or t-string. */
const FORMATTED = 128;
/** What an f-string's scanner is reading: its literal part, a field's code, a format spec. */
const LITERAL = 0;
const CODE = 1;
const SPEC = 2;
/** The field's own `{` on the bracket stack (a plain `{` is 123). */
const FIELD = 1;
const MAXINDENT = 100;
const MAXLEVEL = 200;
const OPEN_OF = { 41: 40, 93: 91, 125: 123 };
class Lexer {
    tokens = new Tokens();
    error;
    src = '';
    n = 0;
    i = 0;
    brackets = [];
    bracketPos = [];
    indents = [0];
    altIndents = [0];
    frames = [];
    lineHasTokens = false;
    /** Tokenizes `src` into `tokens`; the first error (if any) in `error`. Never throws. */
    run(src) {
        this.src = src;
        this.n = src.length;
        this.i = src.charCodeAt(0) === 0xfeff ? 1 : 0;
        this.cursor = 0;
        this.cursorLine = 1;
        this.nextCR = -1;
        this.nextBackslash = -1;
        this.brackets.length = 0;
        this.bracketPos.length = 0;
        this.indents.length = 1;
        this.altIndents.length = 1;
        this.frames.length = 0;
        this.lineHasTokens = false;
        this.tokens.n = 0;
        this.error = undefined;
        if (this.i === 1)
            this.cookieWithBom();
        const nul = src.indexOf('\0');
        if (nul >= 0)
            this.fail(nul, 'source code cannot contain null bytes');
        this.indentation();
        while (this.i < this.n) {
            const frame = this.frames.length > 0 ? this.frames[this.frames.length - 1] : undefined;
            if (frame && frame.mode !== CODE) {
                if (frame.mode === LITERAL)
                    this.fstringLiteral(frame);
                else
                    this.formatSpec(frame);
            }
            else {
                this.code(frame);
            }
        }
        this.finish();
    }
    /**
     * After a BOM, a coding cookie (on line 1, or on line 2 below a comment or blank line) must
     * name UTF-8 as CPython spells it (`utf-8`, `UTF_8`, `utf-8-...`), else the file is rejected.
     */
    cookieWithBom() {
        const [first = '', second = ''] = this.src.slice(1, 400).split(/\r\n|\r|\n/, 2);
        const cookie = /^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)/;
        let line = 1;
        let match = cookie.exec(first);
        if (!match && /^[ \t\f]*(?:#.*)?$/.test(first)) {
            match = cookie.exec(second);
            line = 2;
        }
        if (!match)
            return;
        const name = match[1].slice(0, 12).toLowerCase().replace(/_/g, '-');
        if (name !== 'utf-8' && !name.startsWith('utf-8-')) {
            this.fail(line === 1 ? 1 : 1 + first.length, `encoding problem: ${match[1]} with BOM`);
        }
    }
    fail(pos, message, at) {
        if (!this.error || pos < this.error.pos) {
            this.error = at === undefined ? { pos, message } : { pos, message, at };
        }
    }
    /**
     * The 1-based line of the offset `pos` of the text last run (lines end at \n, \r\n, \r).
     * Counted from the last offset asked, so asking in order (as the scanner does) reads the text
     * up to the last import once; asking before it counts again from the start.
     */
    lineOf(pos) {
        const src = this.src;
        if (pos < this.cursor) {
            this.cursor = 0;
            this.cursorLine = 1;
            this.nextCR = -1;
        }
        let line = this.cursorLine;
        for (let e = src.indexOf('\n', this.cursor); e >= 0 && e < pos; e = src.indexOf('\n', e + 1)) {
            line++;
        }
        // A lone \r ends a line too (\r\n was counted at its \n).
        if (this.nextCR < this.cursor)
            this.nextCR = this.indexOrEnd('\r', this.cursor);
        while (this.nextCR < pos) {
            if (src.charCodeAt(this.nextCR + 1) !== 10)
                line++;
            this.nextCR = this.indexOrEnd('\r', this.nextCR + 1);
        }
        this.cursor = pos;
        this.cursorLine = line;
        return line;
    }
    cursor = 0;
    cursorLine = 1;
    nextCR = -1;
    indexOrEnd(what, from) {
        const at = this.src.indexOf(what, from);
        return at < 0 ? this.n : at;
    }
    emit(kind, start, end, flags = 0) {
        this.tokens.push(kind, start, end, flags);
        this.lineHasTokens = true;
    }
    /** At the end of the text: open strings and brackets are errors; NEWLINE, DEDENTs, END. */
    finish() {
        for (let f = this.frames.length - 1; f >= 0; f--) {
            const frame = this.frames[f];
            if (frame.mode === LITERAL) {
                const start = this.tokens.start[frame.token];
                this.fail(start, frame.triple
                    ? 'unterminated triple-quoted f-string literal'
                    : 'unterminated f-string literal');
            }
        }
        this.frames.length = 0;
        if (this.brackets.length > 0) {
            const b = this.brackets.length - 1;
            const open = this.brackets[b] === FIELD ? '{' : String.fromCharCode(this.brackets[b]);
            this.fail(this.n, `'${open}' was never closed`, this.bracketPos[b]);
        }
        if (this.lineHasTokens)
            this.tokens.push(NEWLINE, this.n, this.n, 0);
        for (let d = this.indents.length - 1; d > 0; d--) {
            this.tokens.push(DEDENT, this.n, this.n, 0);
        }
        this.tokens.push(END, this.n, this.n, 0);
    }
    /** A newline at `i` (\n, \r\n or \r): the offset after it. */
    newlineEnd(i) {
        return this.src.charCodeAt(i) === 13 && this.src.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
    }
    /** The indentation of a line that holds a token: INDENT, DEDENTs, or CPython's errors. */
    indentation() {
        const src = this.src;
        let i = this.i;
        let col = 0;
        let alt = 0;
        // A backslash continuation within the indentation: the first one's column is the line's
        // (when not 0), as CPython has it.
        let continued = 0;
        for (; i < this.n; i++) {
            const c = src.charCodeAt(i);
            if (c === 32) {
                col++;
                alt++;
            }
            else if (c === 9) {
                col = ((col >> 3) + 1) << 3;
                alt++;
            }
            else if (c === 12) {
                col = alt = 0;
            }
            else if (c === 92 && (src.charCodeAt(i + 1) === 10 || src.charCodeAt(i + 1) === 13)) {
                if (continued === 0)
                    continued = col;
                i = this.newlineEnd(i + 1) - 1;
            }
            else {
                break;
            }
        }
        this.i = i;
        if (i >= this.n)
            return;
        const c = src.charCodeAt(i);
        // A blank line or one of only a comment leaves the indentation alone.
        if (c === 35 || c === 10 || c === 13)
            return;
        if (continued !== 0)
            col = alt = continued;
        const indents = this.indents;
        const alts = this.altIndents;
        const top = indents.length - 1;
        if (col === indents[top]) {
            if (alt !== alts[top])
                this.tabError(i);
        }
        else if (col > indents[top]) {
            if (top + 1 >= MAXINDENT)
                this.fail(i, 'too many levels of indentation');
            if (alt <= alts[top])
                this.tabError(i);
            indents.push(col);
            alts.push(alt);
            this.tokens.push(INDENT, i, i, 0);
        }
        else {
            while (indents.length > 1 && col < indents[indents.length - 1]) {
                indents.pop();
                alts.pop();
                this.tokens.push(DEDENT, i, i, 0);
            }
            if (col !== indents[indents.length - 1]) {
                this.fail(i, 'unindent does not match any outer indentation level');
            }
            else if (alt !== alts[alts.length - 1]) {
                this.tabError(i);
            }
        }
    }
    tabError(i) {
        this.fail(i, 'inconsistent use of tabs and spaces in indentation');
    }
    /** One token (or blank, comment, newline) of code: the file's, or an f-string field's. */
    code(frame) {
        const src = this.src;
        const n = this.n;
        // Tokens until the text ends or an f-string begins or ends a frame (then the caller goes on).
        const frames = this.frames.length;
        while (this.i < n) {
            let i = this.i;
            let c = src.charCodeAt(i);
            while (c === 32 || c === 9 || c === 12)
                c = src.charCodeAt(++i);
            if (i >= n) {
                this.i = i;
                return;
            }
            if (c < 128 && CLASS[c] & ID_START) {
                let j = i + 1;
                let d = src.charCodeAt(j);
                while (d < 128 && CLASS[d] & ID_PART)
                    d = src.charCodeAt(++j);
                if (d >= 128 && j < this.n) {
                    this.name(i);
                    continue;
                }
                if ((d === 34 || d === 39) && j - i <= 2) {
                    const flags = prefixFlags(src, i, j);
                    if (flags >= 0) {
                        this.string(i, j, flags);
                        if (this.frames.length !== frames)
                            return;
                        continue;
                    }
                }
                const flags = keywordFlags(src, i, j);
                if (frame && flags & N_IMPORT) {
                    this.fail(i, "f-string: 'import' is a statement, not an expression");
                }
                this.emit(NAME, i, j, flags);
                this.i = j;
                continue;
            }
            switch (c) {
                case 10:
                case 13:
                    this.i = this.newlineEnd(i);
                    if (this.brackets.length === 0) {
                        if (this.lineHasTokens)
                            this.tokens.push(NEWLINE, i, i, 0);
                        this.lineHasTokens = false;
                        this.indentation();
                    }
                    continue;
                case 35: {
                    let j = i + 1;
                    for (; j < this.n; j++) {
                        const e = src.charCodeAt(j);
                        if (e === 10 || e === 13)
                            break;
                    }
                    this.i = j;
                    continue;
                }
                case 92: {
                    const e = src.charCodeAt(i + 1);
                    if (e === 10 || e === 13) {
                        this.i = this.newlineEnd(i + 1);
                        if (this.i >= this.n)
                            this.fail(i, 'unexpected EOF while parsing');
                    }
                    else {
                        this.fail(i, i + 1 >= this.n
                            ? 'unexpected EOF while parsing'
                            : 'unexpected character after line continuation character');
                        this.i = i + 1;
                    }
                    continue;
                }
                case 34:
                case 39:
                    this.string(i, i, 0);
                    continue;
                case 40:
                case 91:
                case 123:
                    this.open(c, i);
                    continue;
                case 41:
                case 93:
                case 125:
                    this.close(c, i, frame);
                    if (this.frames.length !== frames)
                        return;
                    continue;
                case 44:
                    this.op(COMMA, i, 1);
                    continue;
                case 59:
                    this.op(SEMI, i, 1);
                    continue;
                case 126:
                    this.op(OP, i, 1);
                    continue;
                case 58:
                    if (frame && this.brackets.length === frame.depth) {
                        // The field's format spec begins (`{x:=^10}` too: `:=` is no walrus there).
                        if (this.tokens.n - 1 === frame.open)
                            this.emptyField(i);
                        this.op(OP, i, 1);
                        frame.mode = SPEC;
                        return;
                    }
                    else if (src.charCodeAt(i + 1) === 61) {
                        this.op(OP, i, 2);
                    }
                    else {
                        this.op(COLON, i, 1);
                    }
                    continue;
                case 46: {
                    const e = src.charCodeAt(i + 1);
                    if (e >= 48 && e <= 57)
                        this.number(i);
                    else if (e === 46 && src.charCodeAt(i + 2) === 46)
                        this.op(ELLIPSIS, i, 3);
                    else
                        this.op(DOT, i, 1);
                    continue;
                }
                case 61:
                    this.op(src.charCodeAt(i + 1) === 61 ? OP : EQUAL, i, src.charCodeAt(i + 1) === 61 ? 2 : 1);
                    continue;
                case 33:
                    if (src.charCodeAt(i + 1) === 61) {
                        this.op(OP, i, 2);
                    }
                    else if (frame && this.brackets.length === frame.depth) {
                        this.conversion(frame, i);
                    }
                    else {
                        this.fail(i, "invalid syntax: '!' is no operator outside an f-string");
                        this.i = i + 1;
                    }
                    continue;
                case 42:
                    if (src.charCodeAt(i + 1) === 42)
                        this.op(OP, i, src.charCodeAt(i + 2) === 61 ? 3 : 2);
                    else if (src.charCodeAt(i + 1) === 61)
                        this.op(OP, i, 2);
                    else
                        this.op(STAR, i, 1);
                    continue;
                case 47:
                case 60:
                case 62: {
                    // / // /= //=, < << <= <<=, > >> >= >>=
                    let len = 1;
                    if (src.charCodeAt(i + 1) === c)
                        len = 2;
                    if (src.charCodeAt(i + len) === 61)
                        len++;
                    this.op(OP, i, len);
                    continue;
                }
                case 43:
                    if (src.charCodeAt(i + 1) === 61)
                        this.op(PLUSEQ, i, 2);
                    else
                        this.op(OP, i, 1);
                    continue;
                case 45: {
                    const e = src.charCodeAt(i + 1);
                    this.op(OP, i, e === 61 || e === 62 ? 2 : 1);
                    continue;
                }
                case 37:
                case 38:
                case 124:
                case 94:
                case 64:
                    this.op(OP, i, src.charCodeAt(i + 1) === 61 ? 2 : 1);
                    continue;
            }
            if (c >= 48 && c <= 57) {
                this.number(i);
                continue;
            }
            if (c >= 128) {
                this.name(i);
                continue;
            }
            this.invalidCharacter(i, c);
            this.i = i + 1;
        }
    }
    invalidCharacter(i, c) {
        const hex = c.toString(16).toUpperCase().padStart(4, '0');
        const printable = c > 32 && c !== 127 && !/[\p{C}\p{Z}]/u.test(String.fromCodePoint(c));
        this.fail(i, printable
            ? `invalid character '${String.fromCodePoint(c)}' (U+${hex})`
            : `invalid non-printable character U+${hex}`);
    }
    op(kind, i, len) {
        this.emit(kind, i, i + len);
        this.i = i + len;
    }
    open(c, i) {
        if (this.brackets.length >= MAXLEVEL)
            this.fail(i, 'too many nested parentheses');
        this.brackets.push(c);
        this.bracketPos.push(i);
        this.op(c === 40 ? LPAR : c === 91 ? LSQB : LBRACE, i, 1);
    }
    close(c, i, frame) {
        const kind = c === 41 ? RPAR : c === 93 ? RSQB : RBRACE;
        const b = this.brackets;
        if (frame && b.length === frame.depth) {
            if (c === 125) {
                // The field ends.
                if (this.tokens.n - 1 === frame.open)
                    this.emptyField(i);
                this.endField(i);
            }
            else {
                this.fail(i, `f-string: unmatched '${String.fromCharCode(c)}'`);
                this.i = i + 1;
            }
            return;
        }
        const want = OPEN_OF[c];
        if (b.length === 0) {
            this.fail(i, `unmatched '${String.fromCharCode(c)}'`);
            this.i = i + 1;
            return;
        }
        const top = b[b.length - 1];
        if (top !== want) {
            this.fail(i, `closing parenthesis '${String.fromCharCode(c)}' does not match opening parenthesis ` +
                `'${top === FIELD ? '{' : String.fromCharCode(top)}'`);
            // Recover: close up to the matching bracket if it is open in this field, else skip.
            const floor = frame ? frame.depth : 0;
            let k = b.length - 1;
            while (k >= floor && b[k] !== want)
                k--;
            if (k < floor) {
                this.i = i + 1;
                return;
            }
            b.length = k + 1;
            this.bracketPos.length = k + 1;
        }
        b.pop();
        this.bracketPos.pop();
        this.op(kind, i, 1);
    }
    emptyField(i) {
        this.fail(i, "f-string: valid expression required before '}'");
    }
    /** The `}` at `i` closes the innermost field: back to its f-string or to the outer spec. */
    endField(i) {
        this.brackets.pop();
        this.bracketPos.pop();
        this.frames.pop();
        this.emit(RBRACE, i, i + 1);
        this.i = i + 1;
    }
    /** `!r`, `!s`, `!a` after a field's expression. */
    conversion(frame, i) {
        if (this.tokens.n - 1 === frame.open)
            this.emptyField(i);
        this.op(OP, i, 1);
        const c = this.src.charCodeAt(i + 1);
        const after = this.src.charCodeAt(i + 2);
        if (c === 32 || c === 9 || c === 12) {
            this.fail(i, 'f-string: conversion type must come right after the exclamation mark');
        }
        else if ((c === 114 || c === 115 || c === 97) &&
            !(after < 128 ? CLASS[after] & ID_PART : after >= 128)) {
            this.emit(NAME, i + 1, i + 2);
            this.i = i + 2;
        }
        else if (c === 125 || c === 58) {
            this.fail(i, 'f-string: missing conversion character');
        }
        else {
            this.fail(i, "f-string: invalid conversion character: expected 's', 'r', or 'a'");
        }
    }
    /** A name with a character outside ASCII: CPython's identifier rules after NFKC. */
    name(i) {
        const src = this.src;
        let j = i;
        for (; j < this.n; j++) {
            const d = src.charCodeAt(j);
            if (d < 128 ? !(CLASS[d] & ID_PART) : false)
                break;
        }
        const word = src.slice(i, j);
        if (!IDENTIFIER.test(word.normalize('NFKC'))) {
            // The first character that makes it no identifier, for the message.
            let k = 0;
            for (const ch of word) {
                const ok = k === 0
                    ? /^[\p{XID_Start}_]/u.test(ch.normalize('NFKC'))
                    : /^\p{XID_Continue}+$/u.test(ch.normalize('NFKC'));
                if (!ok) {
                    this.invalidCharacter(i + k, ch.codePointAt(0));
                    break;
                }
                k += ch.length;
            }
        }
        this.emit(NAME, i, j, F_UNICODE);
        this.i = j;
    }
    /**
     * A number at `i` (a digit, or `.` and a digit), read as CPython reads it: decimal,
     * hexadecimal, octal, binary, float, imaginary, `_` between digits, and its errors (an `_` not
     * followed by a digit, a digit of the wrong base, leading zeros in a decimal integer, a letter
     * right after the number unless it begins `and`, `else`, `for`, `if`, `in`, `is`, `not`, `or`).
     */
    number(i) {
        const src = this.src;
        this.numberError = undefined;
        let j;
        const x = src.charCodeAt(i + 1) | 32;
        const first = src.charCodeAt(i);
        if (first === 46) {
            j = this.exponentAndImaginary(this.decimalTail(i + 1));
        }
        else if (first === 48 && (x === 120 || x === 111 || x === 98)) {
            j = this.prefixedInteger(i + 2, x);
        }
        else if (first === 48) {
            j = i + 1;
            for (;;) {
                if (src.charCodeAt(j) === 95) {
                    if (!isDigit(src.charCodeAt(j + 1))) {
                        this.numberError ??= 'invalid decimal literal';
                        j++;
                        break;
                    }
                    j++;
                }
                if (src.charCodeAt(j) !== 48)
                    break;
                j++;
            }
            let nonzero = false;
            if (isDigit(src.charCodeAt(j))) {
                nonzero = true;
                j = this.decimalTail(j);
            }
            const c = src.charCodeAt(j);
            if (c === 46) {
                j++;
                if (isDigit(src.charCodeAt(j)))
                    j = this.decimalTail(j);
                j = this.exponentAndImaginary(j);
            }
            else if ((c | 32) === 101 || (c | 32) === 106) {
                j = this.exponentAndImaginary(j);
            }
            else if (nonzero) {
                this.numberError ??=
                    'leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers';
            }
            else {
                this.endOfNumber(j, 'decimal');
            }
        }
        else {
            j = this.decimalTail(i);
            if (src.charCodeAt(j) === 46) {
                j++;
                if (isDigit(src.charCodeAt(j)))
                    j = this.decimalTail(j);
            }
            j = this.exponentAndImaginary(j);
        }
        if (this.numberError)
            this.fail(i, this.numberError);
        this.emit(NUMBER, i, j);
        this.i = j;
    }
    /** The error of the number being read, if any. */
    numberError;
    /** Digits and `_`s between digits from the digit at `j`: the offset after them. */
    decimalTail(j) {
        const src = this.src;
        for (;;) {
            while (isDigit(src.charCodeAt(j)))
                j++;
            if (src.charCodeAt(j) !== 95)
                return j;
            if (!isDigit(src.charCodeAt(j + 1))) {
                this.numberError ??= 'invalid decimal literal';
                return j + 1;
            }
            j++;
        }
    }
    /** `0x...`, `0o...`, `0b...` from the first character after the prefix (base letter `x`). */
    prefixedInteger(j, x) {
        const src = this.src;
        const name = x === 120 ? 'hexadecimal' : x === 111 ? 'octal' : 'binary';
        const valid = (c) => x === 120
            ? c < 128 && c !== 95 && (CLASS[c] & HEX) !== 0
            : x === 111
                ? c >= 48 && c <= 55
                : c === 48 || c === 49;
        do {
            if (src.charCodeAt(j) === 95)
                j++;
            if (!valid(src.charCodeAt(j))) {
                this.numberError ??= isDigit(src.charCodeAt(j))
                    ? `invalid digit '${src[j]}' in ${name} literal`
                    : `invalid ${name} literal`;
                return j;
            }
            while (valid(src.charCodeAt(j)))
                j++;
        } while (src.charCodeAt(j) === 95);
        if (isDigit(src.charCodeAt(j))) {
            this.numberError ??= `invalid digit '${src[j]}' in ${name} literal`;
        }
        else {
            this.endOfNumber(j, name);
        }
        return j;
    }
    /** An exponent and a `j` from `j`, if there: the offset after them. */
    exponentAndImaginary(j) {
        const src = this.src;
        if ((src.charCodeAt(j) | 32) === 101) {
            const s = src.charCodeAt(j + 1);
            if (s === 43 || s === 45) {
                if (!isDigit(src.charCodeAt(j + 2))) {
                    this.numberError ??= 'invalid decimal literal';
                    return j + 2;
                }
                j = this.decimalTail(j + 2);
            }
            else if (isDigit(s)) {
                j = this.decimalTail(j + 1);
            }
            else {
                // `1else`: the `e` begins a keyword, or the number is wrong.
                this.endOfNumber(j, 'decimal');
                return j;
            }
        }
        if ((src.charCodeAt(j) | 32) === 106) {
            this.endOfNumber(j + 1, 'imaginary');
            return j + 1;
        }
        this.endOfNumber(j, 'decimal');
        return j;
    }
    /**
     * A letter, digit or `_` right after a number at `j` is an error unless it begins one of the
     * keywords that may follow a number (`1if x else 2`), as CPython has it.
     */
    endOfNumber(j, kind) {
        const src = this.src;
        const c = src.charCodeAt(j);
        if (!(c < 128 && CLASS[c] & ID_PART))
            return;
        const keyword = src.startsWith('and', j) ||
            src.startsWith('els', j) ||
            src.startsWith('for', j) ||
            (c === 105 && /[fns]/.test(src[j + 1] ?? '')) ||
            src.startsWith('or', j) ||
            src.startsWith('not', j);
        if (!keyword)
            this.numberError ??= `invalid ${kind} literal`;
    }
    /** A string from its prefix at `start`, its quote at `q`: a token, or an f-string's start. */
    string(start, q, prefix) {
        const src = this.src;
        const quote = src.charCodeAt(q);
        const triple = src.charCodeAt(q + 1) === quote && src.charCodeAt(q + 2) === quote;
        const flags = prefix & ~FORMATTED;
        if (prefix & FORMATTED) {
            this.emit(FSTART, start, q + (triple ? 3 : 1), flags);
            this.frames.push({
                mode: LITERAL,
                quote,
                triple,
                raw: (flags & F_RAW) !== 0,
                token: this.tokens.n - 1,
                fields: false,
                depth: 0,
                open: -1,
                owner: this.frames.length,
            });
            this.i = q + (triple ? 3 : 1);
            return;
        }
        const bytes = (flags & F_BYTES) !== 0;
        const j = triple && !bytes ? this.tripleQuoted(q + 3, quote) : this.quoted(q, triple, bytes);
        if (j < 0) {
            this.fail(start, triple ? 'unterminated triple-quoted string literal' : 'unterminated string literal');
        }
        this.emit(STRING, start, j < 0 ? -j - 1 : j, flags);
        this.i = j < 0 ? -j - 1 : j;
    }
    /**
     * The body of a triple-quoted str from `j`: the offset after its closing quotes, or -(offset
     * where it stops) - 1 when it is unterminated. Jumps from quote to quote with indexOf; the
     * next backslash is kept between calls, so a file is searched for backslashes once.
     */
    tripleQuoted(j, quote) {
        const src = this.src;
        const q = quote === 34 ? '"' : "'";
        for (;;) {
            const e = src.indexOf(q, j);
            if (e < 0)
                return -this.n - 1;
            if (this.nextBackslash < j) {
                const b = src.indexOf('\\', j);
                this.nextBackslash = b < 0 ? this.n : b;
            }
            if (this.nextBackslash < e) {
                j = this.nextBackslash + 2;
                continue;
            }
            if (src.charCodeAt(e + 1) === quote && src.charCodeAt(e + 2) === quote)
                return e + 3;
            j = e + 1;
        }
    }
    /** The next backslash at or after the offset last searched from (`n` for none). */
    nextBackslash = -1;
    /** A string's body from its quote at `q`, character by character (see tripleQuoted). */
    quoted(q, triple, bytes) {
        const src = this.src;
        const quote = src.charCodeAt(q);
        let j = q + (triple ? 3 : 1);
        for (;;) {
            if (j >= this.n)
                return -this.n - 1;
            const c = src.charCodeAt(j);
            if (c === quote) {
                if (!triple)
                    return j + 1;
                if (src.charCodeAt(j + 1) === quote && src.charCodeAt(j + 2) === quote)
                    return j + 3;
                j++;
            }
            else if (c === 92) {
                const e = src.charCodeAt(j + 1);
                if (e === 10 || e === 13) {
                    j = this.newlineEnd(j + 1);
                }
                else {
                    if (bytes && e >= 128)
                        this.bytesError(j + 1);
                    j += 2;
                }
            }
            else if (c === 10 || c === 13) {
                if (!triple)
                    return -j - 1;
                j = this.newlineEnd(j);
            }
            else {
                if (bytes && c >= 128)
                    this.bytesError(j);
                j++;
            }
        }
    }
    bytesError(j) {
        this.fail(j, 'bytes can only contain ASCII literal characters');
    }
    /** The literal part of an f-string, up to its end or a field's `{`. */
    fstringLiteral(frame) {
        const src = this.src;
        const quote = frame.quote;
        let j = this.i;
        while (j < this.n) {
            const c = src.charCodeAt(j);
            if (c === quote) {
                if (!frame.triple) {
                    this.endFString(frame, j, j + 1);
                    return;
                }
                if (src.charCodeAt(j + 1) === quote && src.charCodeAt(j + 2) === quote) {
                    this.endFString(frame, j, j + 3);
                    return;
                }
                j++;
            }
            else if (c === 123) {
                if (src.charCodeAt(j + 1) === 123) {
                    j += 2;
                    continue;
                }
                this.i = j;
                this.startField(frame, j);
                return;
            }
            else if (c === 125) {
                if (src.charCodeAt(j + 1) === 125) {
                    j += 2;
                    continue;
                }
                this.fail(j, "f-string: single '}' is not allowed");
                j++;
            }
            else if (c === 92) {
                j = this.fstringEscape(frame, j);
            }
            else if (c === 10 || c === 13) {
                if (!frame.triple) {
                    this.fail(this.tokens.start[frame.token], 'unterminated f-string literal');
                    this.i = j;
                    this.frames.pop();
                    this.emit(FEND, this.tokens.start[frame.token], j, this.fendFlags(frame));
                    return;
                }
                j = this.newlineEnd(j);
            }
            else {
                j++;
            }
        }
        this.i = j;
    }
    /** A backslash at `j` in an f-string's literal part or spec: the offset after the escape. */
    fstringEscape(frame, j) {
        const src = this.src;
        const e = src.charCodeAt(j + 1);
        // `\{` and `\}`: the brace is read as a brace.
        if (e === 123 || e === 125)
            return j + 1;
        if (e === 10 || e === 13) {
            return this.newlineEnd(j + 1);
        }
        // \N{NAME}: the braces are the escape's, in a string that is not raw.
        if (!frame.raw && e === 78 && src.charCodeAt(j + 2) === 123) {
            const close = src.indexOf('}', j + 3);
            const nl = /[\r\n]/.exec(src.slice(j + 3, close < 0 ? this.n : close));
            if (close >= 0 && !nl)
                return close + 1;
        }
        return j + 2;
    }
    fendFlags(frame) {
        return (this.tokens.flags[frame.token] & ~F_FIELDS) | (frame.fields ? F_FIELDS : 0);
    }
    endFString(frame, _quoteAt, end) {
        this.frames.pop();
        this.emit(FEND, this.tokens.start[frame.token], end, this.fendFlags(frame));
        this.i = end;
    }
    /** A field's `{` at `j`: the bracket, and code until its `}`. */
    startField(owner, j) {
        owner.fields = true;
        if (this.brackets.length >= MAXLEVEL)
            this.fail(j, 'too many nested parentheses');
        this.brackets.push(FIELD);
        this.bracketPos.push(j);
        this.tokens.push(LBRACE, j, j + 1, 0);
        this.frames.push({
            mode: CODE,
            quote: owner.quote,
            triple: owner.triple,
            raw: owner.raw,
            token: owner.token,
            fields: false,
            depth: this.brackets.length,
            open: this.tokens.n - 1,
            owner: this.frames.indexOf(owner),
        });
        this.i = j + 1;
    }
    /** A field's format spec after its `:`, up to the field's `}` or a nested field's `{`. */
    formatSpec(frame) {
        const src = this.src;
        const owner = this.frames[frame.owner];
        const quote = owner.quote;
        let j = this.i;
        while (j < this.n) {
            const c = src.charCodeAt(j);
            if (c === 123) {
                this.i = j;
                this.startField(owner, j);
                return;
            }
            if (c === 125) {
                this.endField(j);
                return;
            }
            if (c === quote &&
                (!owner.triple || (src.charCodeAt(j + 1) === quote && src.charCodeAt(j + 2) === quote))) {
                // The f-string ends inside a field: the field is closed here, as an error.
                this.fail(j, "f-string: expecting '}'");
                this.brackets.pop();
                this.bracketPos.pop();
                this.frames.pop();
                this.i = j;
                return;
            }
            if (c === 92) {
                j = this.fstringEscape(owner, j);
            }
            else if (c === 10 || c === 13) {
                j = this.newlineEnd(j);
            }
            else {
                j++;
            }
        }
        this.i = j;
    }
}

;// CONCATENATED MODULE: ./src/targets/graphs/python/scan.ts
/**
 * The Python import scanner: every module a Python file names in code, read with the lexical
 * grammar of Python 3.14 (scan-lex.ts: CPython's tokenizer, PEP 701 f-strings, PEP 750
 * t-strings) and the statement forms that import, Python 3.15's `lazy import` included.
 *
 * Found wherever a statement stands (module level, function and class bodies, try/except,
 * if/else, with, match cases, after `;`, after a one-line compound header such as
 * `if x: import y`), with parenthesised and backslash-continued name lists:
 * - `import a.b as c, d` and `from ..x.y import (a, b as c,)`, `from . import x`, `from m import *`;
 * - `import_module("m")`, `importlib.import_module("..m", "pkg")` and `__import__("m")` (also
 *   `__import__("a.b", fromlist=["c"])` and a literal `level`) whose name is a string literal (one
 *   or several concatenated, or an f-string without fields), also inside an f-string's fields;
 * - `pytest_plugins = "m"` / `["a", "b"]` / `("a",)` and `+=`: the literal strings.
 * A call whose module is not a literal, and a `pytest_plugins` value or element that is not one,
 * is listed in `dynamic` for the log. Nothing in a string, comment or the literal part of an f- or
 * t-string is code; an import inside `if TYPE_CHECKING:` is marked so. Names are compared and
 * returned after NFKC, as CPython makes identifiers.
 *
 * `error` is set when the file is certainly not Python 3.14, for these reasons only:
 * - lexical, as CPython's tokenizer reports them: an unterminated string or f-string; an
 *   unclosed, unmatched or mismatched bracket; a dedent to no outer level; tabs and spaces mixed
 *   so that the indentation depends on the tab size (TabError); more than 99 indentation levels
 *   or 200 nested brackets; a character outside strings and comments that is no part of Python
 *   (`$`, `?`, a backtick, `!` outside an f-string, a control character, a non-breaking space, a
 *   character that is no identifier's after NFKC); a null byte; a backslash not ending its line;
 *   a number CPython rejects (leading zeros `0755`, an `_` not between digits, a digit of the
 *   wrong base, a letter right after a number as in `10L`); bytes with a non-ASCII character;
 *   bytes and str literals concatenated; an f-string's single `}`, empty field, bad conversion
 *   (`!x`, `! r`) or unclosed field; an `import` inside an f-string field; a BOM with a coding
 *   cookie that does not name UTF-8;
 * - of the block structure: an indented line after a line that opens no block ("unexpected
 *   indent"), a line ending in `:` followed by no indented block;
 * - a name followed by a name, string or number with no operator between, unless the first is
 *   a keyword or one of the soft keywords that begin statements (`match`, `case`, `type`,
 *   `lazy`) or the second is a keyword: no rule of the grammar puts two operands side by side
 *   (Python 2's `print "x"` and `exec code in ns` are the usual case);
 * - of the import statements themselves: `import` anywhere but at the start of a statement or
 *   after `from m`, `from` at a statement's start not followed by a well-formed from-import, and
 *   a malformed import (`import`, `from x import`, `import a,`, `from x import a,`, `from x
 *   import ()`, a keyword as a name, `import a as b.c`, anything after the import on its line
 *   but `;`).
 * Other syntax errors (a missing operand as in `x = = 1`, a statement where an expression must
 * be, an unknown encoding in a cookie, an unknown `\N{name}`, what the compiler rejects after
 * parsing) are not detected: finding them takes Python's whole grammar, and a wrong guess would
 * be a false error, which costs more than a missed one. None of them can hide an import from
 * `imports`: the tokens are exact whatever the other errors (strings, comments and brackets are
 * where CPython has them, so no `import` in a string is taken and none in code is missed), and
 * an import statement is recognised by its keywords at a statement's start, which the tokens
 * alone decide. A file with a detected error still gets the imports a recovering scan finds (an
 * unterminated string ends at its line; an unterminated triple-quoted one takes the rest of the
 * file), which may be incomplete: hence `error`.
 *
 * The fast path: a text that contains neither `import` nor `pytest_plugins` (also after NFKC)
 * has no import of any form (each spells one of them), so it is not tokenized and its `error` is
 * not computed (the reader needs `error` only for a file that imports something); `{ full:
 * true }` scans it all the same.
 */


// Local bindings: a module's exports are read through getters in some loaders (tsx, vitest),
// which the token loop would pay for each token.
const { /* COLON */ "oH": scan_COLON, /* COMMA */ "KE": scan_COMMA, /* DEDENT */ "lZ": scan_DEDENT, /* DOT */ "y0": scan_DOT, /* ELLIPSIS */ "Gr": scan_ELLIPSIS, /* END */ "Kp": scan_END, /* EQUAL */ "TG": scan_EQUAL, /* FEND */ "ub": scan_FEND, /* FSTART */ "xh": scan_FSTART, /* F_BYTES */ "bB": scan_F_BYTES, /* F_COMPOUND */ "Fb": scan_F_COMPOUND, /* F_FIELDS */ "dN": scan_F_FIELDS, /* F_KEYWORD */ "TL": scan_F_KEYWORD, /* F_RAW */ "ML": scan_F_RAW, /* F_SOFT */ "GZ": scan_F_SOFT, /* F_TEMPLATE */ "EL": scan_F_TEMPLATE, /* F_UNICODE */ "z1": scan_F_UNICODE, /* INDENT */ "BH": scan_INDENT, /* N_FROM */ "ce": scan_N_FROM, /* N_IF */ "dw": scan_N_IF, /* N_IMPORT */ "dZ": scan_N_IMPORT, /* N_SPECIAL */ "a4": scan_N_SPECIAL, /* LBRACE */ "A0": scan_LBRACE, /* LPAR */ "MY": scan_LPAR, /* LSQB */ "df": scan_LSQB, /* NAME */ "o_": scan_NAME, /* NEWLINE */ "Xy": scan_NEWLINE, /* NUMBER */ "uk": scan_NUMBER, OP: scan_OP, /* PLUSEQ */ "lf": scan_PLUSEQ, /* RBRACE */ "aC": scan_RBRACE, /* RPAR */ "E3": scan_RPAR, /* RSQB */ "fT": scan_RSQB, /* SEMI */ "v_": scan_SEMI, /* STAR */ "Vw": scan_STAR, /* STRING */ "An": scan_STRING, } = scan_lex_namespaceObject;
const lexer = new Lexer();
/** An argument that a `*args` or `**kwargs` may hold. */
const UNKNOWN = 'unknown';
/** Scans one Python source text (UTF-8 decoded; a BOM allowed). Never throws. */
function scanPython(source, options = {}) {
    if (!options.full && !mayImport(source))
        return { imports: [], dynamic: [] };
    try {
        lexer.run(source);
        return new Statements(source, lexer).run();
    }
    catch (error) {
        // A scanner bug must not stop the reader: the file is then one that does not parse.
        return {
            imports: [],
            dynamic: [],
            error: { line: 1, message: `the scanner failed: ${String(error)}` },
        };
    }
}
/** Whether the text can hold an import of any form (every form spells one of these words). */
function mayImport(source) {
    if (source.includes('import') || source.includes('pytest_plugins'))
        return true;
    // Names are compared after NFKC (`ｉｍｐｏｒｔ_module` is `import_module`).
    // eslint-disable-next-line no-control-regex
    if (!/[^\x00-\x7f]/.test(source))
        return false;
    const normal = source.normalize('NFKC');
    return normal.includes('import') || normal.includes('pytest_plugins');
}
/** The statement-level reading of one file's tokens. */
class Statements {
    src;
    lexer;
    imports = [];
    dynamic = [];
    error;
    /** The indentation level of the `if TYPE_CHECKING:` block we are in, or -1. */
    tcLevel = -1;
    /** On a one-line `if TYPE_CHECKING: ...`. */
    tcLine = false;
    indentLevel = 0;
    t;
    constructor(src, lexer) {
        this.src = src;
        this.lexer = lexer;
        this.t = lexer.tokens;
        this.error = lexer.error;
    }
    run() {
        const t = this.t;
        const kinds = t.kind;
        let depth = 0;
        let stmtStart = true;
        let header = false;
        let expectIndent = false;
        let pendingTc = false;
        let prev = scan_NEWLINE;
        for (let k = 0; k < t.n; k++) {
            const kind = kinds[k];
            if (expectIndent && kind !== scan_INDENT) {
                expectIndent = false;
                // At the end of the file, on the line of the header, as CPython reports it.
                this.fail(kind === scan_END ? k - 1 : k, 'expected an indented block');
            }
            if (prev === scan_NAME &&
                (kind === scan_NAME || kind === scan_STRING || kind === scan_FSTART || kind === scan_NUMBER)) {
                this.juxtaposed(k);
            }
            switch (kind) {
                case scan_NEWLINE:
                    if (prev === scan_COLON && depth === 0)
                        expectIndent = true;
                    else
                        pendingTc = false;
                    stmtStart = true;
                    header = false;
                    this.tcLine = false;
                    depth = 0;
                    break;
                case scan_INDENT:
                    if (!expectIndent)
                        this.fail(k, 'unexpected indent');
                    expectIndent = false;
                    this.indentLevel++;
                    if (pendingTc && this.tcLevel < 0)
                        this.tcLevel = this.indentLevel;
                    pendingTc = false;
                    stmtStart = true;
                    break;
                case scan_DEDENT:
                    this.indentLevel--;
                    if (this.tcLevel > this.indentLevel)
                        this.tcLevel = -1;
                    stmtStart = true;
                    break;
                case scan_LPAR:
                case scan_LSQB:
                case scan_LBRACE:
                    depth++;
                    stmtStart = false;
                    break;
                case scan_RPAR:
                case scan_RSQB:
                case scan_RBRACE:
                    if (depth > 0)
                        depth--;
                    stmtStart = false;
                    break;
                case scan_SEMI:
                    stmtStart = depth === 0;
                    break;
                case scan_COLON:
                    stmtStart = depth === 0 && header;
                    break;
                case scan_STRING:
                    if (prev === scan_STRING || prev === scan_FEND)
                        this.mixedLiterals(k);
                    stmtStart = false;
                    break;
                case scan_FSTART:
                    if (prev === scan_STRING || prev === scan_FEND)
                        this.mixedLiterals(k);
                    stmtStart = false;
                    break;
                case scan_NAME: {
                    const flags = t.flags[k];
                    const start = stmtStart && depth === 0;
                    stmtStart = false;
                    if (start) {
                        if (flags & scan_N_IMPORT) {
                            k = this.importStatement(k);
                            prev = kinds[k];
                            continue;
                        }
                        if (flags & scan_N_FROM) {
                            k = this.fromStatement(k);
                            prev = kinds[k];
                            continue;
                        }
                        if (flags & scan_F_COMPOUND) {
                            header = true;
                            if (flags & scan_N_IF && this.typeCheckingHeader(k))
                                pendingTc = true;
                        }
                        else if (flags & (scan_N_SPECIAL | scan_F_UNICODE)) {
                            // Python 3.15's `lazy import m` and `lazy from m import n` (PEP 810).
                            if (this.is(k, 'lazy') && t.flags[k + 1] & (scan_N_IMPORT | scan_N_FROM)) {
                                stmtStart = true;
                                prev = scan_NAME;
                                continue;
                            }
                            if (this.isWord(k, 'pytest_plugins'))
                                this.pytestPlugins(k);
                        }
                    }
                    else if (flags & scan_N_IMPORT) {
                        this.fail(k, "invalid syntax: 'import' stands only at the start of a statement");
                    }
                    else if (prev === scan_EQUAL && depth === 0 && flags & (scan_N_SPECIAL | scan_F_UNICODE)) {
                        if (this.isWord(k, 'pytest_plugins'))
                            this.pytestPlugins(k);
                    }
                    if (flags & (scan_N_SPECIAL | scan_F_UNICODE) &&
                        kinds[k + 1] === scan_LPAR &&
                        this.isImportFunction(k)) {
                        if (!(prev === scan_NAME && (this.is(k - 1, 'def') || this.is(k - 1, 'class')))) {
                            this.importCall(k);
                        }
                    }
                    break;
                }
                default:
                    stmtStart = false;
            }
            // A one-line body after `if TYPE_CHECKING:`.
            if (pendingTc && kind === scan_COLON && depth === 0 && kinds[k + 1] !== scan_NEWLINE) {
                this.tcLine = true;
                pendingTc = false;
            }
            prev = kind;
        }
        const scan = { imports: this.imports, dynamic: this.dynamic };
        if (this.error) {
            const { pos, at, message } = this.error;
            scan.error = { line: this.lexer.lineOf(at ?? pos), message };
        }
        return scan;
    }
    fail(k, message) {
        const pos = this.t.start[k];
        if (!this.error || pos < this.error.pos)
            this.error = { pos, message };
    }
    /** The literal before `k` and `k` itself are concatenated: bytes and str do not mix. */
    mixedLiterals(k) {
        const bytes = (j) => this.t.kind[j] === scan_STRING && (this.t.flags[j] & scan_F_BYTES) !== 0;
        if (bytes(k - 1) !== bytes(k))
            this.fail(k, 'cannot mix bytes and nonbytes literals');
    }
    /**
     * The NAME before `k` and `k` (a name, string or number) stand side by side, which no rule of
     * the grammar allows unless the NAME is a keyword (`return x`, `not x`) or a soft one that
     * begins a statement (`match x:`, `case "a":`, `type X = ...`), or `k` is a keyword (`x if
     * y`): Python 2's `print "x"` and `exec code`, a missing operator or comma.
     */
    juxtaposed(k) {
        const flags = this.t.flags;
        if (flags[k - 1] & (scan_F_UNICODE | scan_F_KEYWORD | scan_F_SOFT))
            return;
        if (this.t.kind[k] === scan_NAME && flags[k] & (scan_F_UNICODE | scan_F_KEYWORD))
            return;
        const word = this.src.slice(this.t.start[k - 1], this.t.end[k - 1]);
        this.fail(k, `invalid syntax: \`${word}\` followed by no operator (Python 2's print?)`);
    }
    /** The line of token `k`. */
    lineOf(k) {
        return this.lexer.lineOf(this.t.start[k]);
    }
    /** Whether the NAME at `k` is `word` (after NFKC). */
    isWord(k, word) {
        return this.t.flags[k] & scan_F_UNICODE ? this.word(k) === word : this.is(k, word);
    }
    is(k, word) {
        const start = this.t.start[k];
        return (this.t.kind[k] === scan_NAME &&
            this.t.end[k] - start === word.length &&
            this.src.startsWith(word, start));
    }
    /** A NAME's text, NFKC-normalised when it is not ASCII (as CPython makes identifiers). */
    word(k) {
        const text = this.src.slice(this.t.start[k], this.t.end[k]);
        return this.t.flags[k] & scan_F_UNICODE ? text.normalize('NFKC') : text;
    }
    /** `import_module` or `__import__` (after NFKC). */
    isImportFunction(k) {
        return this.isWord(k, 'import_module') || this.isWord(k, '__import__');
    }
    inTypeChecking() {
        return this.tcLine || (this.tcLevel >= 0 && this.indentLevel >= this.tcLevel);
    }
    add(entry) {
        if (this.inTypeChecking())
            entry.typeChecking = true;
        this.imports.push(entry);
    }
    /** `if TYPE_CHECKING:`, `elif typing.TYPE_CHECKING:`, `if (TYPE_CHECKING):`. */
    typeCheckingHeader(k) {
        const kinds = this.t.kind;
        let j = k + 1;
        let parens = 0;
        while (kinds[j] === scan_LPAR) {
            parens++;
            j++;
        }
        while (kinds[j] === scan_NAME && kinds[j + 1] === scan_DOT)
            j += 2;
        if (kinds[j] !== scan_NAME)
            return false;
        const last = j++;
        while (parens > 0 && kinds[j] === scan_RPAR) {
            parens--;
            j++;
        }
        return parens === 0 && kinds[j] === scan_COLON && this.isWord(last, 'TYPE_CHECKING');
    }
    /** A name of an import statement: not a keyword. */
    importName(k) {
        if (this.t.kind[k] !== scan_NAME)
            return undefined;
        if (this.t.flags[k] & scan_F_KEYWORD)
            return undefined;
        return this.word(k);
    }
    /** `a.b.c` from `k`: the name and the token after it, or undefined. */
    dotted(k) {
        const kinds = this.t.kind;
        let name = this.importName(k);
        if (name === undefined)
            return undefined;
        let j = k + 1;
        while (kinds[j] === scan_DOT) {
            const part = this.importName(j + 1);
            if (part === undefined)
                return undefined;
            name += '.' + part;
            j += 2;
        }
        return { name, next: j };
    }
    /** `as NAME` at `j` if there: the token after it; -1 when malformed. */
    alias(j) {
        if (!this.is(j, 'as'))
            return j;
        return this.importName(j + 1) === undefined ? -1 : j + 2;
    }
    /** The end of an import statement at `j`: NEWLINE or `;`. Returns the index to go on from. */
    endOfStatement(j, what) {
        const kind = this.t.kind[j];
        if (kind !== scan_NEWLINE && kind !== scan_SEMI) {
            this.fail(j, `invalid syntax: ${what}`);
        }
        // The main loop sees the NEWLINE or `;` (or whatever stands there) next.
        return j - 1;
    }
    /** `import a.b as c, d` at `k`; returns the last token it read. */
    importStatement(k) {
        const line = this.lineOf(k);
        let j = k + 1;
        for (;;) {
            const d = this.dotted(j);
            if (!d) {
                this.fail(j, 'invalid syntax: `import` must be followed by a dotted module name');
                return j - 1;
            }
            this.add({ module: d.name, level: 0, line, via: 'import' });
            j = this.alias(d.next);
            if (j < 0) {
                this.fail(d.next, 'invalid syntax: `as` must be followed by a name');
                return d.next;
            }
            if (this.t.kind[j] !== scan_COMMA)
                break;
            j++;
        }
        return this.endOfStatement(j, 'unexpected token after the import statement');
    }
    /** `from ..a.b import (c, d as e)` at `k`; returns the last token it read. */
    fromStatement(k) {
        const kinds = this.t.kind;
        const line = this.lineOf(k);
        let j = k + 1;
        let level = 0;
        for (;;) {
            if (kinds[j] === scan_DOT)
                level++;
            else if (kinds[j] === scan_ELLIPSIS)
                level += 3;
            else
                break;
            j++;
        }
        let module = '';
        if (!this.is(j, 'import')) {
            const d = this.dotted(j);
            if (!d) {
                this.fail(j, 'invalid syntax: `from` must be followed by a module name or dots');
                return j - 1;
            }
            module = d.name;
            j = d.next;
        }
        else if (level === 0) {
            this.fail(j, 'invalid syntax: `from` must be followed by a module name or dots');
        }
        if (!this.is(j, 'import')) {
            this.fail(j, 'invalid syntax: `from <module>` must be followed by `import`');
            return j - 1;
        }
        j++;
        const names = [];
        if (kinds[j] === scan_STAR) {
            names.push('*');
            j++;
        }
        else {
            const parens = kinds[j] === scan_LPAR;
            if (parens)
                j++;
            for (;;) {
                const name = this.importName(j);
                if (name === undefined) {
                    this.fail(j, 'invalid syntax: `from ... import` must be followed by names');
                    return j - 1;
                }
                names.push(name);
                const after = this.alias(j + 1);
                if (after < 0) {
                    this.fail(j + 1, 'invalid syntax: `as` must be followed by a name');
                    return j + 1;
                }
                j = after;
                if (kinds[j] !== scan_COMMA)
                    break;
                j++;
                if (parens && kinds[j] === scan_RPAR)
                    break;
                if (!parens && (kinds[j] === scan_NEWLINE || kinds[j] === scan_SEMI)) {
                    this.fail(j, 'trailing comma not allowed without surrounding parentheses');
                    break;
                }
            }
            if (parens) {
                if (kinds[j] !== scan_RPAR) {
                    this.fail(j, 'invalid syntax: `(` of the imported names is not closed by `)`');
                    this.add({ module, level, names, line, via: 'from' });
                    return j - 1;
                }
                j++;
            }
        }
        this.add({ module, level, names, line, via: 'from' });
        return this.endOfStatement(j, 'unexpected token after the import statement');
    }
    /** The arguments of the call whose `(` is at `open`: spans [from, to), and the `)` index. */
    arguments(open) {
        const kinds = this.t.kind;
        const args = [];
        let depth = 0;
        let from = open + 1;
        for (let j = open + 1; j < this.t.n; j++) {
            const kind = kinds[j];
            if (kind === scan_LPAR || kind === scan_LSQB || kind === scan_LBRACE)
                depth++;
            else if (kind === scan_RPAR || kind === scan_RSQB || kind === scan_RBRACE) {
                if (depth === 0) {
                    if (j > from)
                        args.push([from, j]);
                    return { args, close: j };
                }
                depth--;
            }
            else if (kind === scan_COMMA && depth === 0) {
                args.push([from, j]);
                from = j + 1;
            }
            else if (kind === scan_NEWLINE || kind === scan_END) {
                return undefined;
            }
        }
        return undefined;
    }
    /** The value of a span that is a str literal (several concatenated, parenthesised), or undefined. */
    literal(from, to) {
        const kinds = this.t.kind;
        while (kinds[from] === scan_LPAR && kinds[to - 1] === scan_RPAR && this.closes(from, to - 1)) {
            from++;
            to--;
        }
        if (from >= to)
            return undefined;
        let value = '';
        for (let j = from; j < to; j++) {
            const kind = kinds[j];
            const flags = this.t.flags[j];
            if (kind === scan_STRING && !(flags & scan_F_BYTES)) {
                const text = this.stringValue(j);
                if (text === undefined)
                    return undefined;
                value += text;
            }
            else if (kind === scan_FSTART && !(flags & scan_F_TEMPLATE) && kinds[j + 1] === scan_FEND) {
                if (this.t.flags[j + 1] & scan_F_FIELDS)
                    return undefined;
                const text = this.stringValue(j + 1);
                if (text === undefined)
                    return undefined;
                value += text;
                j++;
            }
            else {
                return undefined;
            }
        }
        return value;
    }
    /** Whether the bracket at `open` is closed by the one at `close` (nothing closes it earlier). */
    closes(open, close) {
        let depth = 0;
        for (let j = open; j <= close; j++) {
            const kind = this.t.kind[j];
            if (kind === scan_LPAR || kind === scan_LSQB || kind === scan_LBRACE)
                depth++;
            else if (kind === scan_RPAR || kind === scan_RSQB || kind === scan_RBRACE) {
                depth--;
                if (depth === 0)
                    return j === close;
            }
        }
        return false;
    }
    /** A string token's value (a field-less f-string's too), or undefined for a `\N{...}`. */
    stringValue(k) {
        const src = this.src;
        const start = this.t.start[k];
        const end = this.t.end[k];
        let q = start;
        while (src.charCodeAt(q) !== 34 && src.charCodeAt(q) !== 39)
            q++;
        const quote = src.charCodeAt(q);
        const triple = src.charCodeAt(q + 1) === quote && src.charCodeAt(q + 2) === quote;
        const open = triple ? 3 : 1;
        const body = src.slice(q + open, end - open);
        const formatted = this.t.kind[k] === scan_FEND;
        const raw = (this.t.flags[k] & scan_F_RAW) !== 0;
        const braces = (s) => (formatted ? s.replace(/\{\{/g, '{').replace(/\}\}/g, '}') : s);
        if (!body.includes('\\'))
            return braces(body);
        if (raw)
            return braces(body);
        return scan_unescape(body, formatted);
    }
    /** `import_module(...)` or `__import__(...)` at `k` (its `(` follows). */
    importCall(k) {
        const parsed = this.arguments(k + 1);
        const line = this.lineOf(k);
        const via = this.word(k) === '__import__' ? '__import__' : 'import_module';
        const dynamic = () => this.dynamic.push({ line, call: this.callText(k, parsed?.close) });
        if (!parsed)
            return void dynamic();
        const arg = this.parameters(parsed.args);
        const name = this.literalArg(arg(0, 'name'));
        if (typeof name !== 'string')
            return void dynamic();
        let dots = 0;
        while (name.charCodeAt(dots) === 46)
            dots++;
        const module = name.slice(dots);
        if (via === 'import_module') {
            if (dots === 0)
                return this.add({ module, level: 0, line, via });
            // A relative name is made absolute by the package.
            const pkg = this.literalArg(arg(1, 'package'));
            if (typeof pkg !== 'string')
                return void dynamic();
            return this.add({ module, level: dots, line, via, package: pkg });
        }
        // __import__(name, globals=None, locals=None, fromlist=(), level=0)
        let level = 0;
        const levelArg = arg(4, 'level');
        if (levelArg !== undefined) {
            const digits = levelArg !== UNKNOWN &&
                levelArg[1] === levelArg[0] + 1 &&
                this.t.kind[levelArg[0]] === scan_NUMBER
                ? this.src.slice(this.t.start[levelArg[0]], this.t.end[levelArg[0]]).replace(/_/g, '')
                : '';
            if (!/^\d+$/.test(digits))
                return void dynamic();
            level = Number(digits);
        }
        const entry = { module, level: level + dots, line, via };
        const fromlist = arg(3, 'fromlist');
        if (fromlist === UNKNOWN) {
            dynamic();
        }
        else if (fromlist && !(fromlist[1] === fromlist[0] + 1 && this.is(fromlist[0], 'None'))) {
            const list = this.sequence(fromlist[0], fromlist[1]);
            if (!list || list.others.length > 0)
                dynamic();
            const names = list?.values.filter((n) => n !== '') ?? [];
            if (names.length > 0)
                entry.names = names;
        }
        this.add(entry);
    }
    /**
     * The arguments of a call by position or keyword: a span, UNKNOWN where a `*args` or
     * `**kwargs` may hold it, undefined when it is not given.
     */
    parameters(args) {
        const positional = [];
        const keywords = new Map();
        let star = false;
        let doubleStar = false;
        for (const [from, to] of args) {
            const kind = this.t.kind[from];
            if (kind === scan_NAME && this.t.kind[from + 1] === scan_EQUAL) {
                keywords.set(this.word(from), [from + 2, to]);
            }
            else if (kind === scan_STAR) {
                star = true;
            }
            else if (kind === scan_OP && this.src.startsWith('**', this.t.start[from])) {
                doubleStar = true;
            }
            else if (!star) {
                positional.push([from, to]);
            }
        }
        return (index, keyword) => {
            if (index < positional.length)
                return positional[index];
            if (star)
                return UNKNOWN;
            return keywords.get(keyword) ?? (doubleStar ? UNKNOWN : undefined);
        };
    }
    /** An argument's str literal; UNKNOWN or undefined when it is none or not given. */
    literalArg(span) {
        return span && span !== UNKNOWN ? this.literal(span[0], span[1]) : undefined;
    }
    /**
     * A list or tuple display `[...]`, `(...)`, or a bare `a, b`, spanning [from, to): its literal
     * strings and the spans of its other elements; undefined when it is no such display.
     */
    sequence(from, to) {
        const kinds = this.t.kind;
        const first = kinds[from];
        const last = kinds[to - 1];
        const enclosed = ((first === scan_LSQB && last === scan_RSQB) || (first === scan_LPAR && last === scan_RPAR)) &&
            this.closes(from, to - 1);
        const [a, b] = enclosed ? [from + 1, to - 1] : [from, to];
        const elements = [];
        let commas = 0;
        let depth = 0;
        let start = a;
        for (let j = a; j < b; j++) {
            const kind = kinds[j];
            if (kind === scan_LPAR || kind === scan_LSQB || kind === scan_LBRACE)
                depth++;
            else if (kind === scan_RPAR || kind === scan_RSQB || kind === scan_RBRACE)
                depth--;
            else if (kind === scan_COMMA && depth === 0) {
                commas++;
                elements.push([start, j]);
                start = j + 1;
            }
        }
        if (start < b)
            elements.push([start, b]);
        // `(x)` and a bare `x` are no tuples; `()` and `[]` are empty ones.
        if (commas === 0 && !(enclosed && first === scan_LSQB) && elements.length > 0)
            return undefined;
        if (!enclosed && elements.length === 0)
            return undefined;
        const values = [];
        const others = [];
        for (const [x, y] of elements) {
            const value = x < y ? this.literal(x, y) : undefined;
            if (value === undefined)
                others.push([x, y]);
            else
                values.push(value);
        }
        return { values, others };
    }
    /** `pytest_plugins = ...` (or `+=`, or annotated) at `k`. */
    pytestPlugins(k) {
        const kinds = this.t.kind;
        const line = this.lineOf(k);
        let j = k + 1;
        if (kinds[j] !== scan_EQUAL && kinds[j] !== scan_PLUSEQ && kinds[j] !== scan_COLON)
            return;
        // The value: after the statement's last `=` (or `+=`) at its top level, to its end.
        let valueFrom = -1;
        let depth = 0;
        for (; j < this.t.n; j++) {
            const kind = kinds[j];
            if (kind === scan_LPAR || kind === scan_LSQB || kind === scan_LBRACE)
                depth++;
            else if (kind === scan_RPAR || kind === scan_RSQB || kind === scan_RBRACE)
                depth--;
            else if (depth === 0 && (kind === scan_EQUAL || kind === scan_PLUSEQ))
                valueFrom = j + 1;
            else if (depth === 0 && (kind === scan_NEWLINE || kind === scan_SEMI || kind === scan_END))
                break;
        }
        if (valueFrom < 0 || valueFrom >= j)
            return;
        const to = j;
        const add = (value) => {
            let dots = 0;
            while (value.charCodeAt(dots) === 46)
                dots++;
            this.add({ module: value.slice(dots), level: dots, line, via: 'pytest_plugins' });
        };
        const single = this.literal(valueFrom, to);
        if (single !== undefined) {
            for (const part of single.split(',')) {
                const name = part.trim();
                if (name !== '')
                    add(name);
            }
            return;
        }
        const list = this.sequence(valueFrom, to);
        if (!list) {
            this.dynamic.push({ line, call: this.text(k, to) });
            return;
        }
        for (const value of list.values) {
            const name = value.trim();
            if (name !== '')
                add(name);
        }
        for (const [a, b] of list.others) {
            this.dynamic.push({ line, call: `pytest_plugins element ${this.text(a, b)}` });
        }
    }
    /** The call at `k` as written: from its receiver (`importlib.`) to its `)`. */
    callText(k, close) {
        let from = k;
        while (this.t.kind[from - 1] === scan_DOT && this.t.kind[from - 2] === scan_NAME)
            from -= 2;
        let to = close === undefined ? k + 1 : close + 1;
        if (close === undefined) {
            while (to < this.t.n && this.t.kind[to] !== scan_NEWLINE && this.t.kind[to] !== scan_END)
                to++;
        }
        return this.text(from, to);
    }
    /** The source of tokens [from, to), its whitespace runs made one space, at most 80 chars. */
    text(from, to) {
        const end = to > from ? this.t.end[to - 1] : this.t.end[from];
        const text = this.src.slice(this.t.start[from], end).replace(/\s+/g, ' ').trim();
        return text.length > 80 ? text.slice(0, 79) + '…' : text;
    }
}
const SIMPLE_ESCAPES = {
    '\\': '\\',
    "'": "'",
    '"': '"',
    a: '\x07',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
};
/** A str literal's escapes decoded; undefined for `\N{...}` (no name table here). */
function scan_unescape(body, formatted) {
    let out = '';
    for (let i = 0; i < body.length; i++) {
        const c = body[i];
        if (formatted && (c === '{' || c === '}') && body[i + 1] === c) {
            out += c;
            i++;
            continue;
        }
        if (c !== '\\') {
            out += c;
            continue;
        }
        const e = body[i + 1] ?? '';
        i++;
        if (e === '\n')
            continue;
        if (e === '\r') {
            if (body[i + 1] === '\n')
                i++;
            continue;
        }
        if (e in SIMPLE_ESCAPES) {
            out += SIMPLE_ESCAPES[e];
            continue;
        }
        if (e >= '0' && e <= '7') {
            let digits = e;
            while (digits.length < 3 && body[i + 1] >= '0' && body[i + 1] <= '7')
                digits += body[++i];
            out += String.fromCodePoint(parseInt(digits, 8));
            continue;
        }
        const width = e === 'x' ? 2 : e === 'u' ? 4 : e === 'U' ? 8 : 0;
        if (width > 0) {
            const hex = body.slice(i + 1, i + 1 + width);
            if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== width)
                return undefined;
            const code = parseInt(hex, 16);
            if (code > 0x10ffff)
                return undefined;
            out += String.fromCodePoint(code);
            i += width;
            continue;
        }
        if (e === 'N')
            return undefined;
        out += '\\' + e;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/targets/graphs/python/scans.ts
/** The distinct imports, each numbered by its place. */
class ImportTable {
    imports;
    /**
     * Number by module, then by level and names (built when first asked: a table restored whole
     * may never be). Nested, so that looking an import up builds no key string.
     */
    numbers;
    /** A table of `imports`, which must be distinct (as a saved table is). */
    constructor(imports = []) {
        this.imports = imports;
    }
    /** The number of `entry`, added when new. */
    id(entry) {
        if (!this.numbers) {
            this.numbers = new Map();
            this.imports.forEach((i, n) => this.remember(i, n));
        }
        const [module, level, names] = entry;
        const key = namesKey(names);
        for (const known of this.numbers.get(module) ?? []) {
            if (known.level === level && known.names === key)
                return known.n;
        }
        const n = this.imports.length;
        this.imports.push(entry);
        this.remember(entry, n);
        return n;
    }
    remember([module, level, names], n) {
        const list = this.numbers.get(module);
        const known = { level, names: namesKey(names), n };
        if (list)
            list.push(known);
        else
            this.numbers.set(module, [known]);
    }
}
const namesKey = (names) => names === undefined ? undefined : names.length === 1 ? names[0] : names.join('\0');
/**
 * An import in the graph's terms: `importlib.import_module("..x", "pkg")` made absolute with its
 * anchor (one without an anchor cannot run, so it names nothing); every other form as written.
 */
function importOf(i) {
    if (i.via === 'import_module' && i.level > 0) {
        if (i.package === undefined)
            return undefined;
        const anchor = i.package.split('.').filter(Boolean);
        if (i.level - 1 > anchor.length)
            return undefined;
        const base = anchor.slice(0, anchor.length - (i.level - 1));
        return [[...base, ...(i.module === '' ? [] : [i.module])].join('.'), 0];
    }
    return i.names === undefined ? [i.module, i.level] : [i.module, i.level, i.names];
}
/** A scanner's answer as the graph keeps it, its imports numbered in `table`. */
function fileScan(scan, table) {
    const imports = [];
    for (const i of scan.imports) {
        const form = importOf(i);
        if (form)
            imports.push(table.id(form));
    }
    return {
        imports,
        ...(scan.dynamic.length > 0 && {
            dynamic: scan.dynamic.map((d) => [d.line, d.call]),
        }),
        ...(scan.error && { error: [scan.error.line, scan.error.message] }),
    };
}
/** The scans by blob id, with their import table: restored from the graph cache, or made now. */
class ScanCache {
    table;
    scans;
    graph;
    /** Scans made in this run (not restored). */
    fresh = 0;
    constructor(table = new ImportTable(), scans = new Map(), 
    /** The resolved imports: restored, or recorded by this run's graph (saved with the scans). */
    graph) {
        this.table = table;
        this.scans = scans;
        this.graph = graph;
    }
    get(oid) {
        return this.scans.get(oid);
    }
    set(oid, scan) {
        if (!this.scans.has(oid))
            this.fresh++;
        this.scans.set(oid, scan);
    }
}

;// CONCATENATED MODULE: ./src/targets/graphs/python/cache.ts
/**
 * The Python reader's imports kept between runs, in the graph cache (the store Bazel's graphs use,
 * `graph-cache`): each Python file's scan under its blob id. A blob id names the file's exact
 * bytes, so a scan found under it is that file's, whatever commit it came from: an entry saved at
 * any commit answers every file that did not change since, and the rest are scanned. The key
 * holds the entry format and the scanner's identity (its code's hash), so a new scanner misses.
 * With the scans, the graph a run resolved them into (KeptGraph): a later run on a tree of the
 * same Python paths and source roots takes each file's resolved imports while its blob is the
 * same, and resolves the rest. An entry is checked whole before use; one that is not what this
 * code writes is refused (a miss, with a warning: every file is then read and resolved).
 */







/** Bumped whenever the entry's shape or what a scan holds changes. */
const PYTHON_CACHE_FORMAT = 3;
/** The most an entry may hold once inflated: a larger one is hostile or broken, and a miss. */
const MAX_ENTRY_BYTES = 256 * 1024 * 1024;
/** The scanner's identity: a hash of its code, so that a changed scanner's entries miss. */
function scannerId() {
    return (0,external_node_crypto_.createHash)('sha256').update(scanPython.toString()).digest('hex').slice(0, 12);
}
/** Keys: the exact one for the head commit, and the prefix a near hit is found by. */
function cacheKeys(commit) {
    const prefix = `python-imports-${PYTHON_CACHE_FORMAT}-${scannerId()}-`;
    return { key: `${prefix}${commit}`, prefix };
}
// The entry, gzipped: a magic line, the length of a JSON header, the header (the commit, the
// import table, the few files' notes, each section's length), then the sections, raw: the blob
// ids each ended by NUL, numbers as little-endian 32-bit integers. Format 2 was JSON through
// and through, 2.5 MB of it parsed on every run of a 20,000-file repository; a section is copied.
const MAGIC = 'mq-python-imports\n';
/**
 * The import table: levels, each import's leading dots; nameCounts, how many names its
 * `from ... import` has (-1: it is an `import`); strings, its module then its names, UTF-16
 * (any string a scan can hold, NUL included, comes back as it was), each as long as `lengths`
 * says. oids: the files' blob ids; importStart, imports: the numbers of each one's imports in the
 * table; the kept graph (none: empty): graphOids, each path's blob (a number of `oids`), and
 * edgeStart, edges, the files each path imports.
 */
const SECTIONS = [
    'levels',
    'nameCounts',
    'lengths',
    'strings',
    'oids',
    'importStart',
    'imports',
    'graphOids',
    'edgeStart',
    'edges',
];
/** The graph kept for the entry's files: each path's blob as a number of the entry's list. */
function graphSections(graph, numberOf) {
    if (!graph)
        return undefined;
    const oids = new Int32Array(graph.oids.length);
    for (let i = 0; i < oids.length; i++) {
        const n = numberOf.get(graph.oids[i]);
        // A file the entry does not hold (a graph of another tree): not kept.
        if (n === undefined)
            return undefined;
        oids[i] = n;
    }
    return { key: graph.key, oids, start: graph.start, targets: graph.targets };
}
/**
 * The entry's bytes: the scans of `oids` (the head's Python files), and the graph of their
 * imports resolved when the cache holds one.
 */
function encodeEntry(commit, oids, cache) {
    // Only the imports these files use, renumbered.
    const table = new ImportTable();
    const list = [];
    const numberOf = new Map();
    const importStart = [0];
    const imports = [];
    const dynamic = [];
    const errors = [];
    for (const oid of oids) {
        const scan = cache.get(oid);
        if (!scan || numberOf.has(oid))
            continue;
        const f = list.length;
        numberOf.set(oid, f);
        list.push(oid);
        for (const n of scan.imports)
            imports.push(table.id(cache.table.imports[n]));
        importStart.push(imports.length);
        if (scan.dynamic)
            dynamic.push([f, scan.dynamic.map((d) => [d[0], d[1]])]);
        if (scan.error)
            errors.push([f, [scan.error[0], scan.error[1]]]);
    }
    const graph = graphSections(cache.graph, numberOf);
    const levels = new Int32Array(table.imports.length);
    const nameCounts = new Int32Array(table.imports.length);
    const strings = [];
    table.imports.forEach(([module, level, names], i) => {
        levels[i] = level;
        nameCounts[i] = names?.length ?? -1;
        strings.push(module, ...(names ?? []));
    });
    const sections = {
        levels: (0,cache_bytes/* int32Bytes */.A_)(levels),
        nameCounts: (0,cache_bytes/* int32Bytes */.A_)(nameCounts),
        lengths: (0,cache_bytes/* int32Bytes */.A_)(Int32Array.from(strings, (text) => text.length)),
        strings: Buffer.from(strings.join(''), 'utf16le'),
        oids: Buffer.from(list.map((oid) => `${oid}\0`).join(''), 'latin1'),
        importStart: (0,cache_bytes/* int32Bytes */.A_)(Int32Array.from(importStart)),
        imports: (0,cache_bytes/* int32Bytes */.A_)(Int32Array.from(imports)),
        graphOids: (0,cache_bytes/* int32Bytes */.A_)(graph?.oids ?? new Int32Array()),
        edgeStart: (0,cache_bytes/* int32Bytes */.A_)(graph?.start ?? new Int32Array()),
        edges: (0,cache_bytes/* int32Bytes */.A_)(graph?.targets ?? new Int32Array()),
    };
    const header = {
        format: PYTHON_CACHE_FORMAT,
        commit,
        savedAt: new Date().toISOString(),
        table: table.imports.length,
        dynamic,
        errors,
        graph: graph?.key ?? null,
        sections: SECTIONS.map((name) => sections[name].length),
    };
    const head = Buffer.from(JSON.stringify(header), 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32LE(head.length);
    return (0,external_node_zlib_.gzipSync)(Buffer.concat([Buffer.from(MAGIC), length, head, ...SECTIONS.map((name) => sections[name])]));
}
const isInt = (v) => Number.isSafeInteger(v) && v >= 0;
const isPair = (v) => Array.isArray(v) && v.length === 2 && isInt(v[0]) && typeof v[1] === 'string';
/** The blob ids section: SHA-1 or SHA-256 ids, each ended by NUL. */
const OIDS = /^(?:(?:[0-9a-f]{40}|[0-9a-f]{64})\0)*$/;
/**
 * Whether `start` (one more than the items) cuts `list` into ranges in order, and every number
 * of `list` is below `max`.
 */
function ranges(start, items, list, max) {
    if (!start || !list || start.length !== items + 1)
        return false;
    if (start[0] !== 0 || start[items] !== list.length)
        return false;
    for (let i = 0; i < items; i++)
        if (start[i] > start[i + 1])
            return false;
    for (let i = 0; i < list.length; i++)
        if (!(list[i] >= 0 && list[i] < max))
            return false;
    return true;
}
/** The checked header, or why it is not one this reader writes. */
function readHeader(raw) {
    const h = raw;
    if (!h || typeof h !== 'object')
        return { bad: 'its header is not one this reader writes' };
    if (h.format !== PYTHON_CACHE_FORMAT)
        return { bad: `its format is ${String(h.format)}, not ${PYTHON_CACHE_FORMAT}` };
    if (typeof h.commit !== 'string' || typeof h.savedAt !== 'string')
        return { bad: 'it names no commit' };
    if (!isInt(h.table))
        return { bad: 'its import table is not one this reader writes' };
    const noted = (v, note) => Array.isArray(v) &&
        v.every((e) => Array.isArray(e) && e.length === 2 && isInt(e[0]) && note(e[1]));
    if (!noted(h.dynamic, (d) => Array.isArray(d) && d.every(isPair)) || !noted(h.errors, isPair))
        return { bad: 'its notes are not as this reader writes them' };
    if (h.graph !== null && typeof h.graph !== 'string')
        return { bad: 'its graph is not one this reader writes' };
    if (!Array.isArray(h.sections) ||
        h.sections.length !== SECTIONS.length ||
        !h.sections.every(isInt))
        return { bad: 'its sections are not as this reader writes them' };
    return h;
}
/** The import table of `count` imports in the sections; undefined when it is not one. */
function readTable(count, at) {
    const levels = (0,cache_bytes/* int32s */.S4)(at.levels);
    const nameCounts = (0,cache_bytes/* int32s */.S4)(at.nameCounts);
    const lengths = (0,cache_bytes/* int32s */.S4)(at.lengths);
    const bytes = at.strings;
    if (levels?.length !== count || nameCounts?.length !== count || !lengths)
        return undefined;
    if (bytes.length % 2 !== 0)
        return undefined;
    const text = bytes.toString('utf16le');
    const table = new Array(count);
    let s = 0;
    let offset = 0;
    const next = () => {
        if (s >= lengths.length)
            return undefined;
        const length = lengths[s++];
        if (!(length >= 0 && offset + length <= text.length))
            return undefined;
        return text.slice(offset, (offset += length));
    };
    for (let i = 0; i < count; i++) {
        const module = next();
        const level = levels[i];
        const names = nameCounts[i];
        if (module === undefined || level < 0 || names < -1 || names > lengths.length - s)
            return undefined;
        if (names === -1) {
            table[i] = [module, level];
            continue;
        }
        const list = new Array(names);
        for (let k = 0; k < names; k++) {
            const name = next();
            if (name === undefined)
                return undefined;
            list[k] = name;
        }
        table[i] = [module, level, list];
    }
    return s === lengths.length && offset === text.length ? table : undefined;
}
/** An entry's scans (and kept graph); a sentence saying why it is refused. */
function decodeEntry(data) {
    let bytes;
    try {
        bytes = (0,external_node_zlib_.gunzipSync)(data, { maxOutputLength: MAX_ENTRY_BYTES });
    }
    catch (error) {
        return { bad: `it cannot be read (${(0,format/* errorMessage */.gJ)(error).split('\n')[0]})` };
    }
    const magic = Buffer.from(MAGIC);
    if (bytes.length < magic.length + 4 || !bytes.subarray(0, magic.length).equals(magic)) {
        // Format 2 was JSON through and through.
        const older = /^\{"magic":"mq-python-imports","format":(\d+)[,}]/.exec(bytes.toString('utf8', 0, 64));
        if (older)
            return { bad: `its format is ${older[1]}, not ${PYTHON_CACHE_FORMAT}` };
        return { bad: 'it is not an entry of Python imports' };
    }
    const read = (0,cache_bytes/* entryHeader */.Io)(bytes, magic.length);
    if ('bad' in read)
        return read;
    const { header: raw, end: headerEnd } = read;
    const h = readHeader(raw);
    if ('bad' in h)
        return h;
    const at = {};
    let offset = headerEnd;
    SECTIONS.forEach((name, i) => {
        at[name] = bytes.subarray(offset, offset + h.sections[i]);
        offset += h.sections[i];
    });
    if (offset !== bytes.length)
        return { bad: 'its sections are not as long as its header says' };
    const table = readTable(h.table, at);
    if (!table)
        return { bad: 'its import table is not one this reader writes' };
    const text = at.oids.toString('latin1');
    if (!OIDS.test(text))
        return { bad: 'its blob ids are not ones this reader writes' };
    const oids = text === '' ? [] : text.slice(0, -1).split('\0');
    const n = oids.length;
    const importStart = (0,cache_bytes/* int32s */.S4)(at.importStart);
    const imports = (0,cache_bytes/* int32s */.S4)(at.imports);
    if (!ranges(importStart, n, imports, table.length))
        return { bad: "its files' imports are not listed as this reader writes them" };
    if (h.dynamic.some(([f]) => f >= n) || h.errors.some(([f]) => f >= n))
        return { bad: 'its notes are not as this reader writes them' };
    let graph;
    const graphOids = (0,cache_bytes/* int32s */.S4)(at.graphOids);
    const edgeStart = (0,cache_bytes/* int32s */.S4)(at.edgeStart);
    const edges = (0,cache_bytes/* int32s */.S4)(at.edges);
    if (h.graph === null) {
        if (at.graphOids.length + at.edgeStart.length + at.edges.length > 0)
            return { bad: 'its graph is not one this reader writes' };
    }
    else {
        const m = graphOids?.length ?? 0;
        if (!graphOids || !graphOids.every((f) => f < n) || !ranges(edgeStart, m, edges, m))
            return { bad: 'its graph is not one this reader writes' };
        graph = {
            key: h.graph,
            oids: Array.from(graphOids, (f) => oids[f]),
            start: edgeStart,
            targets: edges,
        };
    }
    const dynamic = new Map(h.dynamic);
    const errors = new Map(h.errors);
    const scans = new Map();
    for (let f = 0; f < n; f++) {
        const d = dynamic.get(f);
        const e = errors.get(f);
        scans.set(oids[f], {
            imports: imports.subarray(importStart[f], importStart[f + 1]),
            ...(d !== undefined && { dynamic: d }),
            ...(e !== undefined && { error: e }),
        });
    }
    // Saved distinct, so taken as it is.
    return {
        cache: new ScanCache(new ImportTable(table), scans, graph),
        commit: h.commit,
        savedAt: h.savedAt,
    };
}
/** The entry for `commit` (or the newest near one), or why there is none. */
async function restoreScans(store, commit) {
    const { key, prefix } = cacheKeys(commit);
    const found = await store.restore(key, [prefix]);
    if (!found)
        return { miss: `no entry in ${store.name}` };
    const entry = decodeEntry(found.data);
    if ('bad' in entry)
        return { bad: `the entry ${found.key} in ${store.name} is not used: ${entry.bad}` };
    return {
        cache: entry.cache,
        from: `the entry saved at ${entry.commit.slice(0, 12)} on ${entry.savedAt.slice(0, 10)}`,
    };
}
/** Saves the scans of `oids` under `commit`'s key. */
async function saveScans(store, commit, oids, cache) {
    await store.save(cacheKeys(commit).key, encodeEntry(commit, oids, cache));
}

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/targets/workspaces/model.ts
var model = __webpack_require__(9420);
// EXTERNAL MODULE: ./src/targets/workspaces/read.ts
var workspaces_read = __webpack_require__(701);
// EXTERNAL MODULE: ./src/targets/graphs/paths.ts
var paths = __webpack_require__(4354);
// EXTERNAL MODULE: ./src/targets/workspaces/lockfiles.ts
var lockfiles = __webpack_require__(5247);
;// CONCATENATED MODULE: ./src/targets/graphs/python/deps.ts
/**
 * The Python reader's configuration files other than tach's: what a change to each does.
 *
 * - A `pyproject.toml` or `setup.cfg` changed beyond its dependency lists, a `setup.py` (a build
 *   script, not readable), and the files that set the interpreter or how every test runs
 *   (`.python-version`, `pytest.ini`, `tox.ini`), and the lockfiles not read here (Pipfile,
 *   pdm.lock, pylock.toml): ALL.
 * - A change to dependency lists (pyproject.toml, setup.cfg, requirements files), or to the
 *   entries of `uv.lock` or `poetry.lock`: the distributions it changes, carried through the
 *   lock's edges to the distributions depending on them. Which files import each is the
 *   caller's question (a distribution is not its import name: see importNames).
 */




const UNREAD_LOCKS = /^(Pipfile|Pipfile\.lock|pdm\.lock|pylock\.toml|pylock\.[^/]+\.toml)$/;
const INTERPRETER = new Set(['.python-version', 'pytest.ini', 'tox.ini']);
/** A requirements file: `requirements*.txt`, `*-requirements.txt`, `constraints*.txt`, or a `.txt`/`.in` under `requirements/`. */
function isRequirements(file) {
    const name = (0,paths/* basename */.P8)(file).toLowerCase();
    if (/^(.*[-_.])?requirements([-_.].*)?\.(txt|in)$/.test(name))
        return true;
    if (/^constraints([-_.].*)?\.txt$/.test(name))
        return true;
    return /\.(txt|in)$/.test(name) && (0,paths/* dirname */.pD)(file).split('/').includes('requirements');
}
function configKind(file) {
    const name = (0,paths/* basename */.P8)(file);
    if (name === 'pyproject.toml')
        return 'pyproject';
    if (name === 'setup.py')
        return 'setup.py';
    if (name === 'setup.cfg')
        return 'setup.cfg';
    if (name === 'uv.lock' || name === 'poetry.lock')
        return 'lock';
    if (UNREAD_LOCKS.test(name))
        return 'unread-lock';
    if (INTERPRETER.has(name))
        return 'interpreter';
    if (isRequirements(file))
        return 'requirements';
    return undefined;
}
/** The distribution a PEP 508 requirement names, normalised; undefined when it names none. */
function requirementName(requirement) {
    const match = /^\s*([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\s*(?:\[[^\]]*\])?\s*(?:$|[<>=!~;@(,\s])/.exec(requirement);
    return match ? (0,model/* normalizePythonName */.L7)(match[1]) : undefined;
}
function addSpec(specs, name, spec) {
    const list = specs.get(name);
    if (list)
        list.push(spec);
    else
        specs.set(name, [spec]);
}
/** The names whose specs differ between two sides. */
function differing(before, after) {
    const names = new Set([...before.keys(), ...after.keys()]);
    return [...names]
        .filter((n) => JSON.stringify((before.get(n) ?? []).sort()) !==
        JSON.stringify((after.get(n) ?? []).sort()))
        .sort();
}
const stable = (value) => JSON.stringify(value, (_, v) => (0,workspaces_read/* isTable */.bI)(v)
    ? Object.fromEntries(Object.keys(v)
        .sort()
        .map((k) => [k, v[k]]))
    : v);
/** The first key path at which two tables differ (`tool.ruff.line-length`), for messages. */
function firstDifference(a, b, at = '') {
    if ((0,workspaces_read/* isTable */.bI)(a) && (0,workspaces_read/* isTable */.bI)(b)) {
        for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
            if (stable(a[key]) !== stable(b[key]))
                return firstDifference(a[key], b[key], at === '' ? key : `${at}.${key}`);
        }
    }
    return at;
}
/** A requirement the reader cannot name: ALL with why. */
class Uncertain extends Error {
}
/**
 * The dependency lists of a pyproject.toml (taken out of `doc`, which is a copy): PEP 621's,
 * PEP 735's groups, uv's, Poetry's and PDM's, as name → specs.
 */
function takePyprojectLists(doc, file) {
    const specs = new Map();
    const strings = (list, where) => {
        if (list === undefined)
            return;
        if (!Array.isArray(list))
            throw new Uncertain(`${file} has ${where} that is not a list`);
        for (const item of list) {
            if (typeof item !== 'string') {
                if ((0,workspaces_read/* isTable */.bI)(item) && typeof item['include-group'] === 'string') {
                    addSpec(specs, `group:${item['include-group']}`, `${where} includes`);
                    continue;
                }
                throw new Uncertain(`${file} has an entry of ${where} that is not a requirement`);
            }
            const name = requirementName(item);
            if (name === undefined)
                throw new Uncertain(`${file} has a requirement in ${where} that names no distribution: ${JSON.stringify(item)}`);
            addSpec(specs, name, `${where} ${item}`);
        }
    };
    const tableOf = (table, where) => {
        if (table === undefined)
            return;
        if (!(0,workspaces_read/* isTable */.bI)(table))
            throw new Uncertain(`${file} has ${where} that is not a table`);
        for (const [name, spec] of Object.entries(table))
            addSpec(specs, (0,model/* normalizePythonName */.L7)(name), `${where} ${stable(spec)}`);
    };
    const project = (0,workspaces_read/* isTable */.bI)(doc.project) ? doc.project : undefined;
    if (project) {
        strings(project.dependencies, '[project] dependencies');
        delete project.dependencies;
        const extras = project['optional-dependencies'];
        if ((0,workspaces_read/* isTable */.bI)(extras))
            for (const [k, v] of Object.entries(extras))
                strings(v, `[project.optional-dependencies] ${k}`);
        else if (extras !== undefined)
            throw new Uncertain(`${file} has [project.optional-dependencies] that is not a table`);
        delete project['optional-dependencies'];
    }
    const groups = doc['dependency-groups'];
    if ((0,workspaces_read/* isTable */.bI)(groups))
        for (const [k, v] of Object.entries(groups))
            strings(v, `[dependency-groups] ${k}`);
    else if (groups !== undefined)
        throw new Uncertain(`${file} has [dependency-groups] that is not a table`);
    delete doc['dependency-groups'];
    const tool = (0,workspaces_read/* isTable */.bI)(doc.tool) ? doc.tool : undefined;
    if ((0,workspaces_read/* isTable */.bI)(tool?.uv)) {
        strings(tool.uv['dev-dependencies'], '[tool.uv] dev-dependencies');
        delete tool.uv['dev-dependencies'];
    }
    if ((0,workspaces_read/* isTable */.bI)(tool?.poetry)) {
        const poetry = tool.poetry;
        tableOf(poetry.dependencies, '[tool.poetry.dependencies]');
        tableOf(poetry['dev-dependencies'], '[tool.poetry.dev-dependencies]');
        delete poetry.dependencies;
        delete poetry['dev-dependencies'];
        if ((0,workspaces_read/* isTable */.bI)(poetry.group)) {
            for (const [name, group] of Object.entries(poetry.group)) {
                if (!(0,workspaces_read/* isTable */.bI)(group))
                    continue;
                tableOf(group.dependencies, `[tool.poetry.group.${name}.dependencies]`);
                delete group.dependencies;
            }
        }
    }
    if ((0,workspaces_read/* isTable */.bI)(tool?.pdm) && (0,workspaces_read/* isTable */.bI)(tool.pdm['dev-dependencies'])) {
        for (const [k, v] of Object.entries(tool.pdm['dev-dependencies']))
            strings(v, `[tool.pdm.dev-dependencies] ${k}`);
        delete tool.pdm['dev-dependencies'];
    }
    return specs;
}
/**
 * A changed pyproject.toml: ALL beyond its dependency lists, else the distributions they change.
 * `tachTable`: the root's, where tach reads its configuration from `[tool.tach]` in both commits;
 * that table is tach's reader's to compare (a `depends_on` change is narrowed there), not ALL here.
 */
function pyprojectChange(file, before, after, tachTable = false) {
    if (before === undefined || after === undefined)
        return {
            all: `${file} was ${before === undefined ? 'added' : 'removed'}: a distribution and its source root ${before === undefined ? 'appeared' : 'went away'}`,
        };
    const a = (0,workspaces_read/* parsedOr */.F4)(file, before, 'toml');
    const b = (0,workspaces_read/* parsedOr */.F4)(file, after, 'toml');
    if (!a || !b)
        return {
            all: `${file} does not parse as TOML ${!b ? 'now' : 'before the change'}, so what changed in it is not known`,
        };
    const restA = structuredClone(a);
    const restB = structuredClone(b);
    let specsA;
    let specsB;
    try {
        specsA = takePyprojectLists(restA, file);
        specsB = takePyprojectLists(restB, file);
    }
    catch (error) {
        if (error instanceof Uncertain)
            return { all: error.message };
        throw error;
    }
    if (tachTable)
        for (const rest of [restA, restB])
            if ((0,workspaces_read/* isTable */.bI)(rest.tool))
                delete rest.tool.tach;
    if (stable(restA) !== stable(restB))
        return {
            all: `${file} changed beyond its dependency lists (at ${firstDifference(restA, restB) || 'its top level'}), which may change how every unit builds or runs`,
        };
    return distributionsOf(file, differing(specsA, specsB));
}
/** The ALL for a poetry `python` entry, a group inclusion; else the distributions. */
function distributionsOf(file, names) {
    if (names.includes('python'))
        return { all: `${file} changed the Python version it requires, which every unit runs on` };
    const group = names.find((n) => n.startsWith('group:'));
    if (group)
        return { all: `${file} changed which dependency groups include ${group.slice(6)}` };
    return { distributions: names };
}
/** setup.cfg as sections of keys (INI, with indented continuation lines). */
function parseIni(text) {
    const sections = new Map();
    let section;
    let key;
    for (const raw of text.split(/\r?\n/)) {
        if (/^\s*[#;]/.test(raw) || raw.trim() === '')
            continue;
        const header = /^\[([^\]]+)\]\s*$/.exec(raw);
        if (header) {
            section = new Map();
            sections.set(header[1].trim(), section);
            key = undefined;
            continue;
        }
        if (/^\s/.test(raw) && section && key !== undefined) {
            section.set(key, `${section.get(key)}\n${raw.trim()}`);
            continue;
        }
        const pair = /^([^=:]+)[=:](.*)$/.exec(raw);
        if (!pair || !section)
            continue;
        key = pair[1].trim();
        section.set(key, pair[2].trim());
    }
    return sections;
}
/** A changed setup.cfg: ALL beyond `install_requires` and `extras_require`. */
function setupCfgChange(file, before, after) {
    const lists = (text) => {
        const sections = parseIni(text ?? '');
        const specs = new Map();
        const take = (section, key) => {
            const value = sections.get(section)?.get(key);
            sections.get(section)?.delete(key);
            for (const line of (value ?? '')
                .split('\n')
                .map((l) => l.trim())
                .filter(Boolean)) {
                const name = requirementName(line);
                if (name === undefined)
                    throw new Uncertain(`${file} has a requirement that names no distribution: ${JSON.stringify(line)}`);
                addSpec(specs, name, `${section}.${key} ${line}`);
            }
        };
        take('options', 'install_requires');
        for (const key of [...(sections.get('options.extras_require')?.keys() ?? [])])
            take('options.extras_require', key);
        const rest = JSON.stringify([...sections]
            .filter(([, keys]) => keys.size > 0)
            .map(([name, keys]) => [name, [...keys].sort()]));
        return { specs, rest };
    };
    try {
        const a = lists(before);
        const b = lists(after);
        if (a.rest !== b.rest)
            return {
                all: `${file} changed beyond install_requires and extras_require, which may change how every unit builds or runs`,
            };
        return distributionsOf(file, differing(a.specs, b.specs));
    }
    catch (error) {
        if (error instanceof Uncertain)
            return { all: error.message };
        throw error;
    }
}
/**
 * A requirements file's lines: each requirement by name, and every other line (options, `-r`,
 * `-e`, paths and URLs) as it is, since what those bring is not known.
 */
function requirementLines(file, text) {
    const specs = new Map();
    const other = [];
    const joined = (text ?? '').replace(/\\\r?\n/g, ' ');
    for (const raw of joined.split(/\r?\n/)) {
        const line = raw.replace(/(^|\s)#.*$/, '').trim();
        if (line === '')
            continue;
        const name = line.startsWith('-') || /^[./]|:\/\//.test(line.split(/\s/)[0])
            ? undefined
            : requirementName(line);
        if (name === undefined)
            other.push(line);
        else
            addSpec(specs, name, line.replace(/\s+/g, ' '));
    }
    return { specs, other: other.sort() };
}
function requirementsChange(file, before, after) {
    const a = requirementLines(file, before);
    const b = requirementLines(file, after);
    const added = b.other.filter((l) => !a.other.includes(l));
    const removed = a.other.filter((l) => !b.other.includes(l));
    const line = added[0] ?? removed[0];
    if (line !== undefined)
        return {
            all: `${file} ${added.length > 0 ? 'gained' : 'lost'} the line ${JSON.stringify(line)}, which names no distribution (an option, an included file, a path or a URL): what it brings is not known`,
        };
    return { distributions: differing(a.specs, b.specs) };
}
/**
 * A changed uv.lock or poetry.lock: the packages whose entries differ, and every package
 * depending on one through the lock's edges (either side's), the repository's own left out.
 */
function lockChange(file, before, after) {
    let a;
    let b;
    const empty = { members: new Set(), crates: new Map() };
    try {
        a =
            before === undefined ? { entries: new Map(), meta: '' } : (0,lockfiles/* parseLockfile */.t)(file, before, empty);
        b = after === undefined ? { entries: new Map(), meta: '' } : (0,lockfiles/* parseLockfile */.t)(file, after, empty);
    }
    catch (error) {
        if (error instanceof lockfiles/* UnreadableLockfile */.x)
            return { all: `${file} cannot be read: ${error.message}` };
        throw error;
    }
    if (before !== undefined && after !== undefined && a.meta !== b.meta)
        return {
            all: `${file} changed outside its packages' entries (its settings, requires-python, manifest), which every locked package may follow`,
        };
    const bodies = (data) => {
        const out = new Map();
        for (const entry of data.entries.values())
            if (entry.owner === undefined)
                addSpec(out, entry.name, entry.body);
        return out;
    };
    const changed = new Set(differing(bodies(a), bodies(b)));
    const local = new Set();
    const dependents = new Map();
    for (const data of [a, b]) {
        for (const entry of data.entries.values()) {
            if (entry.owner !== undefined)
                local.add(entry.name);
            for (const dep of entry.deps)
                dependents.set(dep, [...(dependents.get(dep) ?? []), entry.name]);
        }
    }
    const queue = [...changed];
    for (let at = 0; at < queue.length; at++) {
        for (const dependent of dependents.get(queue[at]) ?? []) {
            if (changed.has(dependent) || local.has(dependent))
                continue;
            changed.add(dependent);
            queue.push(dependent);
        }
    }
    return { distributions: [...changed].sort() };
}
/** What a change to the configuration file `file` (of kind `kind`) does. */
function configChange(file, kind, before, after, tachTable = false) {
    switch (kind) {
        case 'pyproject':
            return pyprojectChange(file, before, after, tachTable);
        case 'setup.cfg':
            return setupCfgChange(file, before, after);
        case 'requirements':
            return requirementsChange(file, before, after);
        case 'lock':
            return lockChange(file, before, after);
        case 'setup.py':
            return { all: `${file} is a build script: what its change does cannot be read` };
        case 'unread-lock':
            return {
                all: `${file} is a lockfile this reader does not read, so which distributions changed is not known`,
            };
        case 'interpreter':
            return {
                all: `${file} sets ${(0,paths/* basename */.P8)(file) === '.python-version' ? 'the Python version' : 'how tests run'} for every unit below it`,
            };
    }
}
/**
 * The import names of distributions whose name is not what is imported, from the packages' own
 * metadata (their top-level modules). Any other distribution is certain only where its
 * normalised name (`-` and `.` as `_`) is what the repository imports.
 */
const IMPORT_NAMES = {
    attrs: ['attr', 'attrs'],
    beautifulsoup4: ['bs4'],
    'django-cors-headers': ['corsheaders'],
    'django-debug-toolbar': ['debug_toolbar'],
    'django-environ': ['environ'],
    'django-filter': ['django_filters'],
    'django-storages': ['storages'],
    djangorestframework: ['rest_framework'],
    dnspython: ['dns'],
    'google-cloud-storage': ['google.cloud.storage'],
    grpcio: ['grpc'],
    'opencv-contrib-python': ['cv2'],
    'opencv-python': ['cv2'],
    'opencv-python-headless': ['cv2'],
    pillow: ['PIL'],
    protobuf: ['google.protobuf'],
    'psycopg2-binary': ['psycopg2'],
    pycryptodome: ['Crypto'],
    pyjwt: ['jwt'],
    pyopenssl: ['OpenSSL'],
    pysocks: ['socks'],
    'python-dateutil': ['dateutil'],
    'python-dotenv': ['dotenv'],
    'python-jose': ['jose'],
    'python-magic': ['magic'],
    pyyaml: ['yaml'],
    pyzmq: ['zmq'],
    'scikit-image': ['skimage'],
    'scikit-learn': ['sklearn'],
    setuptools: ['setuptools', 'pkg_resources', '_distutils_hack'],
};
/**
 * The module names a distribution is imported by: from the table above, or its normalised name;
 * `certain` is false for the latter until the caller finds that name imported.
 */
function importNames(distribution) {
    const known = IMPORT_NAMES[(0,model/* normalizePythonName */.L7)(distribution)];
    if (known)
        return { names: known, known: true };
    return { names: [(0,model/* normalizePythonName */.L7)(distribution).replace(/-/g, '_')], known: false };
}

// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(3292);
;// CONCATENATED MODULE: ./src/targets/graphs/python/tach.ts
/**
 * tach's configuration as the Python reader takes it: `tach.toml` at the root (or `[tool.tach]`
 * of the root pyproject.toml) and the `tach.domain.toml` files beside the modules. Every key tach
 * 0.30 accepts is known here, in tach's own structure (src/config/*.rs of gauge-sh/tach); a key
 * that is not is uncertainty, and the caller makes the upload ALL naming it. Each known key is
 * sorted by what its change does to the impacted units:
 *
 * - `shape`: which files belong to which unit, or which files depend on which (the modules'
 *   paths, `source_roots`, `exclude`, `root_module`, `map`): ALL;
 * - `own`: what tach checks of one module's own imports (`depends_on`, ...): that module;
 * - `importers`: who may import a module (`visibility`, `utility`, `layer`, an interface):
 *   that module and the units importing it;
 * - `every`: what tach checks of every module (`exact`, `rules`, `layers`, ...): ALL;
 * - `none`: tach's own cache and logging: no unit.
 */



/** The top-level keys of tach.toml (ProjectConfig), by effect. */
const TOP_KEYS = {
    modules: 'shape',
    interfaces: 'importers',
    layers: 'every',
    cache: 'none',
    external: 'every',
    map: 'shape',
    exclude: 'shape',
    source_roots: 'shape',
    exact: 'every',
    disable_logging: 'none',
    ignore_type_checking_imports: 'every',
    include_string_imports: 'every',
    forbid_circular_dependencies: 'every',
    respect_gitignore: 'shape',
    // Older tach: exclude patterns as regular expressions.
    use_regex_matching: 'shape',
    root_module: 'shape',
    rules: 'every',
    plugins: 'every',
};
/** The keys of a `[[modules]]` entry (ModuleConfig, BulkModule), by effect. */
const MODULE_KEYS = {
    path: 'shape',
    paths: 'shape',
    depends_on: 'own',
    cannot_depend_on: 'own',
    depends_on_external: 'own',
    cannot_depend_on_external: 'own',
    unchecked: 'own',
    layer: 'importers',
    visibility: 'importers',
    utility: 'importers',
    strict: 'importers',
};
/** The keys of nested tables, for the check that every key is known. */
const NESTED_KEYS = {
    dependency: ['path', 'deprecated'],
    interface: ['expose', 'from', 'visibility', 'data_types', 'exclusive'],
    layer: ['name', 'closed'],
    cache: ['backend', 'file_dependencies', 'env_dependencies'],
    external: ['exclude', 'rename'],
    map: ['extra_dependencies'],
    rules: [
        'unused_ignore_directives',
        'require_ignore_directive_reasons',
        'unused_external_dependencies',
        'local_imports',
    ],
    plugins: ['django'],
    django: ['settings_module'],
    domain: ['root', 'modules', 'interfaces'],
};
/** `<root>`: tach's module of the code under the source roots that no other module holds. */
const ROOT_MODULE = '<root>';
/** A problem that makes the configuration uncertain: the upload is ALL with this sentence. */
class TachProblem extends Error {
}
/** `a.b` made from parts, skipping empty ones. */
const dotted = (...parts) => parts.filter((p) => p !== '').join('.');
/** The TOML document of `file`, or a TachProblem naming the file and the place. */
function parseTachToml(file, text) {
    try {
        const doc = (0,dist/* parse */.qg)(text);
        if (!(0,workspaces_read/* isTable */.bI)(doc))
            throw new TachProblem(`${file} does not hold a TOML table`);
        return doc;
    }
    catch (error) {
        if (error instanceof TachProblem)
            throw error;
        const detail = error instanceof dist/* TomlError */.zx
            ? `${error.message.split('\n')[0]} (line ${error.line}, column ${error.column})`
            : (0,format/* errorMessage */.gJ)(error).split('\n')[0];
        throw new TachProblem(`${file} is not valid TOML: ${detail}`);
    }
}
/** Every key of `table` not in `known`, as `where.key`. */
function unknownKeys(table, known, where) {
    return Object.keys(table)
        .filter((key) => !known.includes(key))
        .map((key) => (where === '' ? key : `${where}.${key}`));
}
/** The keys tach would refuse or this reader does not know, in a module-like entry. */
function moduleUnknown(entry, where, root = false) {
    if (!(0,workspaces_read/* isTable */.bI)(entry))
        return [`${where} (not a table)`];
    const known = Object.keys(MODULE_KEYS).filter((k) => !root || (k !== 'path' && k !== 'paths'));
    const out = unknownKeys(entry, known, where);
    for (const key of ['depends_on', 'cannot_depend_on']) {
        const list = entry[key];
        if (list === undefined)
            continue;
        if (!Array.isArray(list)) {
            out.push(`${where}.${key} (not a list)`);
            continue;
        }
        list.forEach((dep, i) => {
            if ((0,workspaces_read/* isTable */.bI)(dep))
                out.push(...unknownKeys(dep, NESTED_KEYS.dependency, `${where}.${key}[${i}]`));
            else if (typeof dep !== 'string')
                out.push(`${where}.${key}[${i}] (neither a path nor a table)`);
        });
    }
    return out;
}
function interfacesUnknown(value, where) {
    if (value === undefined)
        return [];
    if (!Array.isArray(value))
        return [`${where} (not a list of tables)`];
    return value.flatMap((entry, i) => (0,workspaces_read/* isTable */.bI)(entry)
        ? unknownKeys(entry, NESTED_KEYS.interface, `${where}[${i}]`)
        : [`${where}[${i}] (not a table)`]);
}
/** Every key of a tach.toml document this reader does not know (empty: all known). */
function tachUnknownKeys(doc) {
    const out = unknownKeys(doc, Object.keys(TOP_KEYS), '');
    if (doc.modules !== undefined) {
        if (!Array.isArray(doc.modules))
            out.push('modules (not a list of tables)');
        else
            doc.modules.forEach((m, i) => out.push(...moduleUnknown(m, `modules[${i}]`)));
    }
    out.push(...interfacesUnknown(doc.interfaces, 'interfaces'));
    if (Array.isArray(doc.layers)) {
        doc.layers.forEach((layer, i) => {
            if ((0,workspaces_read/* isTable */.bI)(layer))
                out.push(...unknownKeys(layer, NESTED_KEYS.layer, `layers[${i}]`));
        });
    }
    for (const key of ['cache', 'external', 'map', 'rules', 'plugins']) {
        const value = doc[key];
        if (value === undefined)
            continue;
        if (!(0,workspaces_read/* isTable */.bI)(value))
            out.push(`${key} (not a table)`);
        else
            out.push(...unknownKeys(value, NESTED_KEYS[key], key));
    }
    const django = (0,workspaces_read/* isTable */.bI)(doc.plugins) ? doc.plugins.django : undefined;
    if ((0,workspaces_read/* isTable */.bI)(django))
        out.push(...unknownKeys(django, NESTED_KEYS.django, 'plugins.django'));
    return out;
}
/** Every key of a tach.domain.toml document this reader does not know. */
function domainUnknownKeys(doc) {
    const out = unknownKeys(doc, NESTED_KEYS.domain, '');
    if (doc.root !== undefined)
        out.push(...moduleUnknown(doc.root, 'root', true));
    if (doc.modules !== undefined) {
        if (!Array.isArray(doc.modules))
            out.push('modules (not a list of tables)');
        else
            doc.modules.forEach((m, i) => out.push(...moduleUnknown(m, `modules[${i}]`)));
    }
    out.push(...interfacesUnknown(doc.interfaces, 'interfaces'));
    return out;
}
const strings = (value) => Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined;
/** A repository-relative directory from a source root as written ('.' → ''). */
function rootDir(raw) {
    const parts = raw
        .replace(/\\/g, '/')
        .split('/')
        .filter((p) => p !== '' && p !== '.');
    if (raw.startsWith('/') || parts.includes('..'))
        return undefined;
    return parts.join('/');
}
/** The modules of one `[[modules]]` list, `prefix` making a domain's paths absolute. */
function modulesOf(list, file, resolve) {
    if (!Array.isArray(list))
        return [];
    return list.filter(workspaces_read/* isTable */.bI).flatMap((entry) => {
        const { path, paths, ...fields } = entry;
        const declared = typeof path === 'string' ? [path] : (strings(paths) ?? []);
        return declared.map((p) => ({ path: resolve(p), fields, file }));
    });
}
function interfacesOf(list, file, resolve) {
    if (!Array.isArray(list))
        return [];
    return list.filter(workspaces_read/* isTable */.bI).map((entry) => {
        const from = strings(entry.from);
        return {
            from: from === undefined ? undefined : from.map(resolve),
            body: JSON.stringify(entry),
            file,
        };
    });
}
/**
 * tach's configuration from the root document; `domain(file)` gives each tach.domain.toml's text
 * (the caller lists them). Throws TachProblem for what cannot be read with certainty.
 */
async function readTachConfig(file, doc, domainFiles, read, excluded) {
    const unknown = tachUnknownKeys(doc);
    if (unknown.length > 0)
        throw unknownProblem(file, unknown);
    const rawRoots = doc.source_roots === undefined ? ['.'] : strings(doc.source_roots);
    if (!rawRoots)
        throw new TachProblem(`${file} has source_roots that is not a list of paths`);
    const sourceRoots = [];
    for (const raw of rawRoots) {
        const dir = rootDir(raw);
        if (dir === undefined)
            throw new TachProblem(`${file} has a source root outside the repository: ${JSON.stringify(raw)}`);
        if (!sourceRoots.includes(dir))
            sourceRoots.push(dir);
    }
    const exclude = doc.exclude === undefined ? DEFAULT_EXCLUDE : strings(doc.exclude);
    if (!exclude)
        throw new TachProblem(`${file} has exclude that is not a list of patterns`);
    const regex = doc.use_regex_matching === true;
    const same = (p) => p;
    const modules = modulesOf(doc.modules, file, same);
    const interfaces = interfacesOf(doc.interfaces, file, same);
    const extra = (0,workspaces_read/* isTable */.bI)(doc.map) ? doc.map.extra_dependencies : undefined;
    const extraDependencies = [];
    if (extra !== undefined) {
        if (!(0,workspaces_read/* isTable */.bI)(extra))
            throw new TachProblem(`${file} has map.extra_dependencies that is not a table`);
        for (const [pattern, deps] of Object.entries(extra)) {
            const list = strings(deps);
            if (!list)
                throw new TachProblem(`${file} has map.extra_dependencies.${pattern} that is not a list of patterns`);
            extraDependencies.push([pattern, list]);
        }
    }
    const domains = [];
    for (const domainFile of domainFiles) {
        const dir = domainFile.includes('/') ? domainFile.slice(0, domainFile.lastIndexOf('/')) : '';
        if (excluded(dir, exclude, regex))
            continue;
        // The domain's module path: its directory from the nearest (deepest) source root.
        const root = sourceRoots
            .filter((r) => r === '' || dir === r || dir.startsWith(`${r}/`))
            .sort((a, b) => b.length - a.length)[0];
        if (root === undefined)
            continue;
        const modPath = (root === '' ? dir : dir.slice(root.length + 1))
            .split('/')
            .filter(Boolean)
            .join('.');
        const text = await read(domainFile);
        if (text === undefined)
            continue;
        const domainDoc = parseTachToml(domainFile, text);
        const domainUnknown = domainUnknownKeys(domainDoc);
        if (domainUnknown.length > 0)
            throw unknownProblem(domainFile, domainUnknown);
        domains.push(domainFile);
        const resolve = (p) => p.startsWith('//') ? p.slice(2) : p === '<domain_root>' ? modPath : dotted(modPath, p);
        if ((0,workspaces_read/* isTable */.bI)(domainDoc.root))
            modules.push({ path: modPath, fields: domainDoc.root, file: domainFile });
        modules.push(...modulesOf(domainDoc.modules, domainFile, resolve));
        interfaces.push(...interfacesOf(domainDoc.interfaces, domainFile, resolve));
    }
    return {
        file,
        doc,
        sourceRoots,
        exclude,
        regex,
        modules,
        interfaces,
        extraDependencies,
        domains,
    };
}
/** tach's default `exclude` (DEFAULT_EXCLUDE_PATHS). */
const DEFAULT_EXCLUDE = [
    '**/tests',
    '**/docs',
    '**/*__pycache__',
    '**/*egg-info',
    '**/venv',
];
function unknownProblem(file, keys) {
    const shown = keys
        .slice(0, 5)
        .map((k) => `"${k}"`)
        .join(', ');
    const more = keys.length > 5 ? ` and ${keys.length - 5} more` : '';
    return new TachProblem(`${file} has ${keys.length === 1 ? 'a key' : 'keys'} this reader does not know: ${shown}${more} ` +
        `(it knows those of tach 0.30), so which files make up each unit is not certain`);
}
const json = (value) => JSON.stringify(value ?? null);
/** What changed between the configuration `before` and `after`, for the units it impacts. */
function compareTach(before, after) {
    const all = (what, why) => ({
        all: `${what} changed in ${after.file}: ${why}, so every unit is impacted`,
    });
    if (before.file !== after.file)
        return all('where tach is configured', `${before.file} became ${after.file}`);
    for (const [key, effect] of Object.entries(TOP_KEYS)) {
        if (key === 'modules' || key === 'interfaces')
            continue;
        if (json(before.doc[key]) === json(after.doc[key]))
            continue;
        if (effect === 'shape')
            return all(`"${key}"`, 'it decides which files belong to which unit');
        if (effect === 'every')
            return all(`"${key}"`, 'it changes what tach checks of every module');
    }
    if (json(before.domains) !== json(after.domains))
        return all('the set of tach.domain.toml files', 'each declares modules');
    const paths = (c) => json([...new Set(c.modules.map((m) => m.path))].sort());
    if (paths(before) !== paths(after))
        return all('the set of modules', 'the modules are the units');
    const own = new Map();
    const importers = new Map();
    const fieldsOf = (c) => {
        const out = new Map();
        for (const m of c.modules)
            out.set(m.path, [...(out.get(m.path) ?? []), m.fields]);
        return out;
    };
    const was = fieldsOf(before);
    for (const [path, list] of fieldsOf(after)) {
        const old = was.get(path) ?? [];
        const keys = new Set([...list, ...old].flatMap((t) => Object.keys(t)));
        const changed = [...keys].filter((key) => json(list.map((t) => t[key])) !== json(old.map((t) => t[key])));
        if (changed.length === 0)
            continue;
        const file = after.modules.find((m) => m.path === path).file;
        const wide = changed.filter((k) => MODULE_KEYS[k] === 'importers');
        own.set(path, { keys: changed, file });
        if (wide.length > 0)
            importers.set(path, { keys: wide, file });
    }
    const bodies = (c) => c.interfaces.map((i) => i.body);
    const oldBodies = bodies(before);
    const newBodies = bodies(after);
    const interfaces = [];
    for (const entry of [
        ...after.interfaces.filter((i) => !oldBodies.includes(i.body)),
        ...before.interfaces.filter((i) => !newBodies.includes(i.body)),
    ]) {
        if (entry.from === undefined)
            return all('an interface without "from"', 'it applies to every module');
        interfaces.push({ from: entry.from, file: entry.file });
    }
    return { own, importers, interfaces };
}

;// CONCATENATED MODULE: ./src/targets/graphs/python/tree.ts

/** Whether `file` is a Python source (a module, or its type stub). */
const isPython = (file) => file.endsWith('.py') || file.endsWith('.pyi');
/** `a/b/c.py` → `a/b/c`; `a/b/__init__.py` → `a/b`: the path a module name maps onto. */
function modulePath(file) {
    const stem = file.slice(0, file.lastIndexOf('.'));
    const name = basename(stem);
    return name === '__init__' ? stem.slice(0, Math.max(0, stem.length - 9)) : stem;
}
/** Whether `file` is a package's `__init__.py` (or its stub). */
const isInit = (file) => {
    const name = (0,paths/* basename */.P8)(file);
    return name === '__init__.py' || name === '__init__.pyi';
};
/** The Python reader's view of a tree CommitFiles opened with `keep: isPython`. */
function pyTree(files) {
    return {
        where: files.where,
        paths: files.allPaths(),
        python: files.kept(),
        gitlinks: files.gitlinks(),
        isDirectory: (dir) => files.isDirectory(dir),
        read: (file) => files.read(file),
        readObject: (oid) => files.readObject(oid),
    };
}

;// CONCATENATED MODULE: ./src/targets/graphs/python/units.ts
/**
 * The Python reader's units, the targets it names: tach's modules (with `<root>` where declared),
 * or, without tach, the top-level import packages under the source roots; plus the finer units
 * the `python-units` input names. Each file belongs to the unit whose directory most deeply holds
 * it (a module that is a file owns that file).
 */




/** Files whose directory (and the `src/` beside them) is a source root. */
const DISTRIBUTION_FILES = ['pyproject.toml', 'setup.py', 'setup.cfg'];
/** An identifier Python can import (a path segment of a module name). */
const units_IDENTIFIER = /^[\p{L}_][\p{L}\p{N}_]*$/u;
const isIdentifier = (segment) => units_IDENTIFIER.test(segment);
/**
 * The source roots without tach: the repository's root, each directory holding a
 * pyproject.toml, setup.py or setup.cfg, and the `src/` beside such a file.
 */
function discoverRoots(tree) {
    const roots = new Set(['']);
    for (const file of tree.paths) {
        if (!DISTRIBUTION_FILES.includes((0,paths/* basename */.P8)(file)))
            continue;
        const dir = (0,paths/* dirname */.pD)(file);
        roots.add(dir);
        const src = dir === '' ? 'src' : `${dir}/src`;
        if (tree.isDirectory(src))
            roots.add(src);
    }
    return [...roots].sort();
}
/** Tests of tach's `exclude` (gitignore-style globs, or regular expressions in older tach). */
function excludeMatcher(patterns, regex) {
    if (regex) {
        const expressions = patterns.flatMap((p) => {
            try {
                return [new RegExp(`^(?:${p})`)];
            }
            catch {
                return [];
            }
        });
        return (path) => expressions.some((e) => e.test(path));
    }
    const tests = patterns.map((raw) => {
        const dirOnly = raw.endsWith('/');
        let body = raw.replace(/^\/+/, '').replace(/\/+$/, '');
        if (!raw.replace(/\/+$/, '').includes('/'))
            body = `**/${body}`;
        return { dirOnly, match: picomatch_default()(body, { dot: true }) };
    });
    // A path is excluded when it, or a directory above it, matches.
    return (path) => {
        for (let at = path; at !== ''; at = (0,paths/* dirname */.pD)(at)) {
            const isDir = at !== path;
            for (const t of tests)
                if ((isDir || !t.dirOnly) && t.match(at))
                    return true;
        }
        return false;
    };
}
/** Collects units by name, each with its places. */
class UnitSet {
    units = new Map();
    add(name, place) {
        let unit = this.units.get(name);
        if (!unit)
            this.units.set(name, (unit = { name, dirs: [], files: [] }));
        if (place.dir !== undefined && !unit.dirs.includes(place.dir))
            unit.dirs.push(place.dir);
        if (place.file !== undefined && !unit.files.includes(place.file))
            unit.files.push(place.file);
    }
}
function layoutOf(tree) {
    const packages = new Set();
    const holdsPython = new Set();
    for (const file of tree.python.keys()) {
        const dir = (0,paths/* dirname */.pD)(file);
        holdsPython.add(dir);
        if (isInit(file))
            packages.add(dir);
    }
    return { paths: new Set(tree.paths), packages, holdsPython };
}
const join = (root, rel) => root === '' ? rel : rel === '' ? root : `${root}/${rel}`;
/** The directory and files a dotted module path names under `root` (none: not there). */
function placesOf(tree, layout, root, module) {
    const rel = module.split('.').join('/');
    const at = join(root, rel);
    const files = [`${at}.py`, `${at}.pyi`].filter((f) => layout.paths.has(f));
    return tree.isDirectory(at) ? { dir: at, files } : { files };
}
/** The modules a tach glob (`libs.*`, `libs.**`) matches under the roots, as tach expands it. */
function expandGlob(pattern, roots, layout, tree, excluded) {
    let glob = pattern.split('.').join('/');
    if (glob.endsWith('/**'))
        glob = `${glob.slice(0, -3)}{,/**}`;
    const matches = picomatch_default()(`${glob}{,.py,.pyi}`, { dot: true });
    const found = new Set();
    for (const root of roots) {
        const prefix = root === '' ? '' : `${root}/`;
        const consider = (rel, name) => {
            if (rel !== '' && matches(rel) && !excluded(join(root, rel)))
                found.add(name);
        };
        for (const dir of layout.packages) {
            if ((0,paths/* under */.hG)(dir, root) && dir !== root) {
                const rel = dir.slice(prefix.length);
                consider(rel, rel.split('/').join('.'));
            }
        }
        for (const file of tree.python.keys()) {
            if (!file.startsWith(prefix) || isInit(file))
                continue;
            const rel = file.slice(prefix.length);
            consider(rel, rel.slice(0, rel.lastIndexOf('.')).split('/').join('.'));
        }
    }
    return [...found].sort();
}
/** Whether a module path has glob syntax (tach's has_glob_syntax). */
const hasGlob = (path) => /(^|[^\\])[*?[\]{}]/.test(path);
/**
 * The top-level import packages under each root: a directory with `__init__.py` named by its
 * import name; a directory without one that holds Python files below (a namespace package,
 * PEP 420), named the same in every root it spans. A directory holding another source root is a
 * folder of distributions, no package. A name two roots give to regular packages is ambiguous
 * (`tests` in every distribution): each is then named by its directory.
 */
function topLevelPackages(roots, layout, set) {
    const rootSet = new Set(roots);
    const candidates = new Map();
    const holdsRoot = new Set();
    for (const root of roots) {
        for (let d = root; d !== '';) {
            d = (0,paths/* dirname */.pD)(d);
            holdsRoot.add(d);
        }
    }
    const visit = (dir) => {
        // Each directory: the roots above it give it a top-level name.
        for (let parent = (0,paths/* dirname */.pD)(dir), child = dir;; child = parent, parent = (0,paths/* dirname */.pD)(parent)) {
            if (rootSet.has(parent) && child !== parent) {
                const name = (0,paths/* basename */.P8)(child);
                if (isIdentifier(name) && !rootSet.has(child)) {
                    const known = candidates.get(child) ?? { name, regular: false, python: false };
                    known.python = true;
                    if (layout.packages.has(child))
                        known.regular = true;
                    candidates.set(child, known);
                }
            }
            if (parent === '')
                break;
        }
    };
    for (const dir of layout.holdsPython)
        visit(dir);
    const byName = new Map();
    for (const [dir, c] of candidates) {
        if (!c.regular && holdsRoot.has(dir))
            continue;
        byName.set(c.name, [...(byName.get(c.name) ?? []), dir]);
    }
    for (const [name, dirs] of byName) {
        const regular = dirs.filter((d) => candidates.get(d).regular);
        if (dirs.length > 1 && regular.length > 0)
            for (const dir of dirs)
                set.add(dir, { dir });
        else
            for (const dir of dirs)
                set.add(name, { dir });
    }
}
/** The finer units of the `python-units` input: dotted paths, and `pkg.*` for each subpackage. */
function finerUnits(names, roots, layout, tree, set, warnings) {
    for (const item of names) {
        const star = item.endsWith('.*');
        const module = star ? item.slice(0, -2) : item;
        let found = false;
        for (const root of roots) {
            const places = placesOf(tree, layout, root, module);
            if (!star) {
                if (places.dir !== undefined)
                    set.add(module, { dir: places.dir });
                for (const file of places.files)
                    set.add(module, { file });
                found ||= places.dir !== undefined || places.files.length > 0;
                continue;
            }
            if (places.dir === undefined)
                continue;
            const parent = places.dir;
            for (const dir of layout.holdsPython) {
                // Each subdirectory holding Python files, directly or below: a subpackage.
                if (!dir.startsWith(`${parent}/`))
                    continue;
                const sub = dir.slice(parent.length + 1).split('/')[0];
                if (!isIdentifier(sub))
                    continue;
                set.add(`${module}.${sub}`, { dir: `${parent}/${sub}` });
                found = true;
            }
        }
        if (!found)
            warnings.push(`python-units names ${JSON.stringify(item)}, which is no ${star ? 'package with subpackages' : 'module or package'} under the source roots (${roots.map((r) => JSON.stringify(r || '.')).join(', ')}) ${tree.where}: it is left out.`);
    }
}
/**
 * The units of a tree: tach's modules when `tach` is given (its source roots, its globs expanded
 * as tach does, `exclude` applied to those and to `<root>`'s files), else the top-level packages;
 * with the finer units `finer` names.
 */
function readUnits(tree, tach, finer = []) {
    const layout = layoutOf(tree);
    const discovered = discoverRoots(tree);
    const set = new UnitSet();
    const warnings = [];
    let rootModule;
    let unitRoots = discovered;
    let excluded = () => false;
    const declared = new Map();
    if (tach) {
        unitRoots = tach.sourceRoots;
        excluded = excludeMatcher(tach.exclude, tach.regex);
        for (const module of tach.modules) {
            const path = module.path === '.' ? ROOT_MODULE : module.path;
            if (path === ROOT_MODULE) {
                declared.set(module.path, [ROOT_MODULE]);
                rootModule = tach.sourceRoots;
                set.units.set(ROOT_MODULE, set.units.get(ROOT_MODULE) ?? { name: ROOT_MODULE, dirs: [], files: [] });
                continue;
            }
            const names = hasGlob(path) ? expandGlob(path, unitRoots, layout, tree, excluded) : [path];
            declared.set(path, [...new Set([...(declared.get(path) ?? []), ...names])]);
            let found = false;
            for (const name of names) {
                for (const root of unitRoots) {
                    const places = placesOf(tree, layout, root, name);
                    if (places.dir !== undefined)
                        set.add(name, { dir: places.dir });
                    for (const file of places.files)
                        set.add(name, { file });
                    found ||= places.dir !== undefined || places.files.length > 0;
                }
            }
            if (!found && !hasGlob(path))
                warnings.push(`${module.file} declares the module ${JSON.stringify(path)}, which is no file or directory under its source roots ${tree.where}: it holds nothing.`);
        }
    }
    else {
        topLevelPackages(discovered, layout, set);
    }
    finerUnits(finer, unitRoots, layout, tree, set, warnings);
    const byDir = new Map();
    const byFile = new Map();
    for (const unit of set.units.values()) {
        for (const dir of unit.dirs)
            byDir.set(dir, [...(byDir.get(dir) ?? []), unit.name]);
        for (const file of unit.files)
            byFile.set(file, [...(byFile.get(file) ?? []), unit.name]);
    }
    const roots = rootModule;
    const none = [];
    const rootOwner = [ROOT_MODULE];
    return {
        units: set.units,
        sourceRoots: [...new Set([...unitRoots, ...discovered])].sort(),
        rootModule,
        warnings,
        declared,
        owners(file) {
            const own = byFile.get(file);
            if (own)
                return own;
            for (let dir = (0,paths/* dirname */.pD)(file);; dir = (0,paths/* dirname */.pD)(dir)) {
                const found = byDir.get(dir);
                if (found)
                    return found;
                if (dir === '')
                    break;
            }
            if (roots && isPython(file) && roots.some((r) => (0,paths/* under */.hG)(file, r)) && !excluded(file))
                return rootOwner;
            return none;
        },
    };
}

;// CONCATENATED MODULE: ./src/targets/graphs/python/resolve.ts
/**
 * Imports resolved to files: every Python file is a node, and an import is an edge to each file
 * it runs or names: the `__init__.py` of every package on the imported path, the module itself
 * (`a/b.py`, `a/b/__init__.py`, their `.pyi` stubs), and, for `from p import n`, the submodule
 * `p.n` when there is one. A name is looked up under every source root (found in two, it is an
 * edge to both), and under the importing file's own base directory, the first one up without an
 * `__init__.py`, which pytest's default import mode and a script run put on `sys.path`. What
 * resolves to no file of the repository is external.
 */



/** The Python files, and the names they answer to. */
class ImportIndex {
    /** File id → path. */
    files;
    ids = new Map();
    /** Dotted module name under any source root → the files it is. */
    byModule = new Map();
    /** Module path (`a/b` for `a/b.py` and `a/b/__init__.py`) → the files it is. */
    byPath = new Map();
    /** Directories holding an `__init__.py`. */
    packages = new Set();
    roots;
    childrenByModule;
    childrenByPath;
    /** Per file id, the call of `targets` that last named it (to name each once). */
    stamp;
    calls = 0;
    constructor(files, roots) {
        this.files = files;
        this.roots = new Set(roots);
        this.stamp = new Int32Array(files.length);
        for (let id = 0; id < files.length; id++)
            this.ids.set(files[id], id);
    }
    built = false;
    /**
     * The names every file answers to, made when an import is first resolved: a run whose graph
     * the cache keeps whole resolves none.
     */
    build() {
        this.built = true;
        const files = this.files;
        // For each directory, the dotted names it has under the roots above it (computed once).
        const dirNames = new Map();
        const identifiers = new Map();
        const identifier = (part) => {
            let ok = identifiers.get(part);
            if (ok === undefined)
                identifiers.set(part, (ok = isIdentifier(part)));
            return ok;
        };
        const namesOf = (dir) => {
            let names = dirNames.get(dir);
            if (names)
                return names;
            const out = [];
            if (dir !== '') {
                const slash = dir.lastIndexOf('/');
                const parent = slash === -1 ? '' : dir.slice(0, slash);
                const part = dir.slice(slash + 1);
                if (identifier(part)) {
                    if (this.roots.has(parent))
                        out.push(part);
                    for (const name of namesOf(parent))
                        out.push(`${name}.${part}`);
                }
            }
            dirNames.set(dir, (names = out));
            return names;
        };
        for (let id = 0; id < files.length; id++) {
            const file = files[id];
            // `a/b/c.py` → `a/b/c`; `a/b/__init__.py` → `a/b`.
            const slash = file.lastIndexOf('/');
            const stem = file.slice(slash + 1, file.lastIndexOf('.'));
            const init = stem === '__init__';
            const path = init
                ? slash === -1
                    ? ''
                    : file.slice(0, slash)
                : file.slice(0, file.lastIndexOf('.'));
            push(this.byPath, path, id);
            if (init)
                this.packages.add(path);
            // Its dotted name under each source root above it.
            if (path === '')
                continue;
            const cut = path.lastIndexOf('/');
            const dir = cut === -1 ? '' : path.slice(0, cut);
            const part = cut === -1 ? path : path.slice(cut + 1);
            if (!identifier(part))
                continue;
            if (this.roots.has(dir))
                push(this.byModule, part, id);
            for (const name of namesOf(dir))
                push(this.byModule, `${name}.${part}`, id);
        }
    }
    /** The files `imports` (numbers of `table`), written in `file`, run or name (ids, each once). */
    targets(file, imports, table) {
        if (!this.built)
            this.build();
        const out = [];
        const call = ++this.calls;
        const slash = file.lastIndexOf('/');
        const dir = slash === -1 ? '' : file.slice(0, slash);
        // The base directory pytest and scripts put on sys.path, when no source root already.
        let base = dir;
        while (base !== '' && this.packages.has(base))
            base = (0,paths/* dirname */.pD)(base);
        const own = this.roots.has(base) ? undefined : base;
        let relative;
        for (const n of imports) {
            const [module, level, names] = table.imports[n];
            if (level === 0) {
                if (module === '')
                    continue;
                let ids = this.absoluteMemo[n];
                if (!ids)
                    this.absoluteMemo[n] = ids = this.absolute(module, names);
                this.add(out, call, ids);
                if (own !== undefined) {
                    const key = `${own}\0${n}`;
                    let under = this.ownMemo.get(key);
                    if (!under)
                        this.ownMemo.set(key, (under = this.underPath(own, module, names)));
                    this.add(out, call, under);
                }
                continue;
            }
            // Relative: from the file's package, up level - 1 directories; memoised by that directory.
            relative ??= [];
            let at = relative[level];
            if (at === undefined) {
                let anchor = dir;
                for (let i = 1; i < level && anchor !== undefined; i++)
                    anchor = anchor === '' ? undefined : (0,paths/* dirname */.pD)(anchor);
                at = anchor === undefined ? null : this.anchored(anchor);
                relative[level] = at;
            }
            if (at === null)
                continue;
            let ids = at.ids.get(n);
            if (!ids)
                at.ids.set(n, (ids = this.relative(at.anchor, module, names)));
            this.add(out, call, ids);
        }
        return out;
    }
    anchored(anchor) {
        let at = this.relativeMemo.get(anchor);
        if (!at)
            this.relativeMemo.set(anchor, (at = { anchor, ids: new Map() }));
        return at;
    }
    /** Resolutions already made: by import number; under a file's own base; relative, by anchor. */
    absoluteMemo = [];
    ownMemo = new Map();
    relativeMemo = new Map();
    /** Adds `ids` to `out`, each once per call of `targets`. */
    add(out, call, ids) {
        for (const id of ids) {
            if (this.stamp[id] === call)
                continue;
            this.stamp[id] = call;
            out.push(id);
        }
    }
    /** `import a.b.c` / `from a.b import n`: every prefix, and the names, under every root. */
    absolute(module, names) {
        const chain = this.chain(module);
        if (names === undefined)
            return chain;
        const out = [...chain];
        for (const n of names) {
            if (n === '*') {
                for (const child of this.moduleChildren(module))
                    out.push(...(this.byModule.get(child) ?? []));
            }
            else {
                const ids = this.byModule.get(`${module}.${n}`);
                if (ids)
                    out.push(...ids);
            }
        }
        return out;
    }
    /** The files of `module` and of every package above it (memoised: modules share prefixes). */
    chain(module) {
        let ids = this.chains.get(module);
        if (ids)
            return ids;
        const dot = module.lastIndexOf('.');
        const above = dot === -1 ? [] : this.chain(module.slice(0, dot));
        const own = this.byModule.get(module);
        ids = own ? [...above, ...own] : above;
        this.chains.set(module, ids);
        return ids;
    }
    chains = new Map();
    /** The same under one directory: the path of each prefix, and the names. */
    underPath(at, module, names) {
        const out = [];
        const add = (ids) => {
            if (ids)
                out.push(...ids);
        };
        let path = at;
        for (const part of module === '' ? [] : module.split('.')) {
            path = path === '' ? part : `${path}/${part}`;
            add(this.byPath.get(path));
        }
        for (const name of names ?? []) {
            if (name === '*')
                for (const child of this.pathChildren(path))
                    add(this.byPath.get(child));
            else
                add(this.byPath.get(path === '' ? name : `${path}/${name}`));
        }
        return out;
    }
    /** A relative import at `anchor`: its package's __init__.py (and those around it), then the path. */
    relative(anchor, module, names) {
        const out = [];
        for (let p = anchor;; p = (0,paths/* dirname */.pD)(p)) {
            if (!this.packages.has(p))
                break;
            out.push(...(this.byPath.get(p) ?? []));
            if (p === '')
                break;
        }
        out.push(...this.underPath(anchor, module, names));
        return out;
    }
    /** The dotted names one level below `module`. */
    moduleChildren(module) {
        this.childrenByModule ??= childrenOf(this.byModule.keys(), '.');
        return this.childrenByModule.get(module) ?? [];
    }
    pathChildren(path) {
        this.childrenByPath ??= childrenOf(this.byPath.keys(), '/');
        return this.childrenByPath.get(path) ?? [];
    }
}
/**
 * What a file's resolved imports depend on besides its own (its blob's): the resolver's code, the
 * source roots, and every Python path (`files`, sorted). Two trees with one key resolve a file
 * of one blob alike, so a graph kept under it answers the files whose blob did not change. (The
 * code hashed is ImportIndex's and its helpers'; a change to what they call elsewhere, such as
 * units.ts's IDENTIFIER, bumps PYTHON_CACHE_FORMAT.)
 */
function graphKey(roots, files) {
    // Paths hold no NUL: joined by it, two lists hash alike only when they are alike.
    return (0,external_node_crypto_.createHash)('sha256')
        .update(`${ImportIndex.toString()}\0${push.toString()}\0${childrenOf.toString()}\0`)
        .update(`${isIdentifier.toString()}\0${paths/* dirname */.pD.toString()}\0\0`)
        .update(`${roots.join('\0')}\0\0`)
        .update(files.join('\0'))
        .digest('hex')
        .slice(0, 32);
}
function push(map, key, id) {
    const list = map.get(key);
    if (list)
        list.push(id);
    else
        map.set(key, [id]);
}
function childrenOf(keys, separator) {
    const out = new Map();
    for (const key of keys) {
        const at = key.lastIndexOf(separator);
        const parent = at === -1 ? '' : key.slice(0, at);
        const list = out.get(parent);
        if (list)
            list.push(key);
        else
            out.set(parent, [key]);
    }
    return out;
}
/**
 * The seeds and every file importing one, directly or through other files, breadth first (so
 * each file's reach is a shortest chain). `importers[id]` lists the files importing file `id`.
 */
function closeOverFiles(seeds, importers) {
    const reached = new Map();
    const queue = [];
    for (const seed of seeds) {
        if (reached.has(seed))
            continue;
        reached.set(seed, { via: -1, seed, hops: 0 });
        queue.push(seed);
    }
    for (let at = 0; at < queue.length; at++) {
        const id = queue[at];
        const from = reached.get(id);
        for (const importer of importers[id] ?? []) {
            if (reached.has(importer))
                continue;
            reached.set(importer, { via: id, seed: from.seed, hops: from.hops + 1 });
            queue.push(importer);
        }
    }
    return reached;
}

;// CONCATENATED MODULE: ./src/targets/graphs/python/index.ts
/**
 * `workspaces: python`: the units a pull request impacts in a Python repository, from the imports
 * of its files, read from the git objects of the merge commit (and of its first parent where
 * that commit's configuration or deleted files matter). A unit is impacted when it holds a
 * changed file, or holds a file importing a changed Python file, directly or through other files:
 * the closure is over files, not modules, so two modules importing each other somewhere do not
 * make every file of one reach every file of the other. pytest's conftest.py files reach the
 * units below them; configuration is ALL unless narrowed with certainty (deps.ts, tach.ts).
 * docs/python.md has the model and its limits.
 */













/** The root's tach configuration file, when there is one: tach.toml, or `[tool.tach]`. */
async function tachDocument(tree) {
    const text = await tree.read('tach.toml');
    if (text !== undefined)
        return { file: 'tach.toml', text };
    const pyproject = await tree.read('pyproject.toml');
    if (pyproject !== undefined && /^\s*\[tool\.tach[\].]/m.test(pyproject))
        return { file: 'pyproject.toml', text: pyproject };
    return undefined;
}
/** tach's configuration of a tree; undefined without one. Throws TachProblem. */
async function readTach(tree) {
    const found = await tachDocument(tree);
    if (!found)
        return undefined;
    let doc = parseTachToml(found.file, found.text);
    if (found.file === 'pyproject.toml') {
        const tool = doc.tool;
        doc = tool.tach;
        if (doc === null || typeof doc !== 'object' || Array.isArray(doc))
            throw new TachProblem('pyproject.toml has [tool.tach] that is not a table');
    }
    const domains = tree.paths.filter((p) => (0,paths/* basename */.P8)(p) === 'tach.domain.toml');
    return readTachConfig(found.file, doc, domains, (f) => tree.read(f), (path, patterns, regex) => excludeMatcher(patterns, regex)(path));
}
const isTachFile = (file) => file === 'tach.toml' || (0,paths/* basename */.P8)(file) === 'tach.domain.toml';
/** The scans of the tree's Python files, by id: from the cache, or read and scanned now. */
async function scanAll(tree, files, scan, cache) {
    const scans = new Array(files.length);
    const missing = [];
    files.forEach((file, id) => {
        const oid = tree.python.get(file);
        if (oid === undefined)
            return;
        const kept = cache.get(oid);
        if (kept)
            scans[id] = kept;
        else
            missing.push({ id, oid });
    });
    const texts = await Promise.all(missing.map((m) => tree.readObject(m.oid)));
    // A file git cannot give (an object missing from the clone) may import anything: not read as
    // importing nothing.
    const gone = missing.findIndex((_, i) => texts[i] === undefined);
    if (gone !== -1)
        return { scans, scanned: 0, unread: files[missing[gone].id] };
    missing.forEach((m, i) => {
        const made = fileScan(scan(texts[i]), cache.table);
        scans[m.id] = made;
        cache.set(m.oid, made);
    });
    return { scans, scanned: missing.length };
}
/**
 * importers[id]: the files importing file `id`, in the order of their ids. A file's imports are
 * taken from the graph the cache keeps when its key is this tree's and the file's blob the one
 * resolved, else resolved now; the graph recorded in the cache (for saving) when this run
 * resolved any. A pull request that deletes Python files resolves everything, and keeps
 * nothing: the head's imports may name a deleted file, which no kept graph holds.
 */
function resolveImports(tree, files, deleted, index, scans, roots, cache) {
    const key = deleted === 0 ? graphKey(roots, files) : undefined;
    // (A graph of as many files as the key's: one that is not would name files out of range.)
    const kept = key !== undefined && cache.graph?.key === key && cache.graph.oids.length === files.length
        ? cache.graph
        : undefined;
    // Each file's edges: as kept where its blob's hold (a range of kept.targets), else resolved now.
    const start = new Int32Array(files.length + 1);
    const held = new Uint8Array(files.length);
    const now = new Map();
    let edges = 0;
    for (let id = 0; id < scans.length; id++) {
        const scan = scans[id];
        if (scan && kept !== undefined && kept.oids[id] === tree.python.get(files[id])) {
            held[id] = 1;
            edges += kept.start[id + 1] - kept.start[id];
        }
        else if (scan) {
            const targets = index.targets(files[id], scan.imports, cache.table).filter((t) => t !== id);
            now.set(id, targets);
            edges += targets.length;
        }
        start[id + 1] = edges;
    }
    const targets = new Int32Array(edges);
    for (let id = 0; id < files.length; id++) {
        if (held[id])
            targets.set(kept.targets.subarray(kept.start[id], kept.start[id + 1]), start[id]);
        else if (now.has(id))
            targets.set(now.get(id), start[id]);
    }
    if (key !== undefined && now.size > 0) {
        const oids = files.map((file) => tree.python.get(file) ?? '');
        cache.graph = { key, oids, start, targets };
    }
    return invert(start, targets);
}
/** The edges `start`/`targets` (each file's targets) the other way: each file's sources, in order. */
function invert(start, targets) {
    const n = start.length - 1;
    const at = new Int32Array(n + 1);
    for (let e = 0; e < targets.length; e++)
        at[targets[e] + 1]++;
    for (let t = 0; t < n; t++)
        at[t + 1] += at[t];
    const sources = new Int32Array(targets.length);
    const fill = at.slice(0, n);
    for (let id = 0; id < n; id++) {
        for (let e = start[id]; e < start[id + 1]; e++)
            sources[fill[targets[e]]++] = id;
    }
    return Array.from({ length: n }, (_, t) => sources.subarray(at[t], at[t + 1]));
}
/**
 * Records in `cache` the graph of `tree`'s Python files, whose scans it holds: what a run with
 * no pull request (a push to the default branch) saves beside them, so that a pull request on a
 * tree of the same paths resolves only the files it changed. Nothing when tach's configuration
 * cannot be read, or a scan is missing.
 */
async function recordGraph(tree, cache) {
    let tach;
    try {
        tach = await readTach(tree);
    }
    catch (error) {
        if (error instanceof TachProblem)
            return;
        throw error;
    }
    const roots = readUnits(tree, tach).sourceRoots;
    const files = sorted([...tree.python.keys()]);
    const scans = files.map((file) => cache.get(tree.python.get(file)));
    if (scans.includes(undefined))
        return;
    resolveImports(tree, files, 0, new ImportIndex(files, roots), scans, roots, cache);
}
/** The files tach's `map.extra_dependencies` make depend on others, as edges. */
function extraEdges(tach, tree, graph) {
    if (!tach || tach.extraDependencies.length === 0)
        return;
    // The index's own lists until now: copied before they grow.
    const nodes = [...graph.nodes];
    const nodeIds = new Map(graph.nodeIds);
    graph.nodes = nodes;
    graph.nodeIds = nodeIds;
    const idOf = (file) => {
        let id = nodeIds.get(file);
        if (id === undefined) {
            id = nodes.length;
            nodes.push(file);
            nodeIds.set(file, id);
            graph.importers.push([]);
        }
        return id;
    };
    for (const [pattern, deps] of tach.extraDependencies) {
        const from = picomatch_default()(pattern, { dot: true });
        const to = picomatch_default()(deps, { dot: true });
        const sources = tree.paths.filter((p) => from(p));
        const targets = tree.paths.filter((p) => to(p));
        for (const target of targets) {
            const id = idOf(target);
            graph.importers[id] = [...graph.importers[id], ...sources.map(idOf)];
        }
    }
}
/** Sentences of the log for what the static graph cannot see, capped. */
function logLimits(graph, info) {
    const cap = 10;
    const dynamic = [];
    const unparsed = [];
    let dynamicCount = 0;
    graph.scans.forEach((scan, id) => {
        if (!scan)
            return;
        const file = graph.index.files[id];
        for (const [line, call] of scan.dynamic ?? []) {
            dynamicCount++;
            if (dynamic.length < cap)
                dynamic.push(`${file}:${line} ${call}`);
        }
        if (scan.error)
            unparsed.push(`${file} (line ${scan.error[0]}: ${scan.error[1]})`);
    });
    if (dynamicCount > 0)
        info(`Python: ${dynamicCount} ${dynamicCount === 1 ? 'import names its module' : 'imports name their module'} at run time, which a static graph cannot follow (not guessed): ` +
            `${dynamic.join('; ')}${dynamicCount > cap ? `; and ${dynamicCount - cap} more` : ''}. A rule's depends-on, or impacts-all-on, covers what they load (docs/python.md).`);
    if (unparsed.length > 0)
        info(`Python: ${unparsed.length} ${unparsed.length === 1 ? 'file does' : 'files do'} not parse, so ${unparsed.length === 1 ? 'its unit is' : 'their units are'} impacted whenever a Python file or a dependency changes: ` +
            `${unparsed.slice(0, cap).join('; ')}${unparsed.length > cap ? `; and ${unparsed.length - cap} more` : ''}.`);
}
/** The files whose absolute imports name `module` or a module below it. */
function importersOfModule(graph, module) {
    const out = [];
    const dot = `${module}.`;
    const names = (m) => m === module || m.startsWith(dot);
    graph.scans.forEach((scan, id) => {
        if (!scan)
            return;
        for (const n of scan.imports) {
            const [m, level, list] = graph.table.imports[n];
            if (level !== 0)
                continue;
            if (names(m) || (list ?? []).some((n) => names(`${m}.${n}`))) {
                out.push(id);
                return;
            }
        }
    });
    return out;
}
/** Distributions whose change decides how every distribution is built or installed. */
const BUILD_TOOLS = new Set([
    'cython',
    'flit-core',
    'hatchling',
    'maturin',
    'pdm-backend',
    'pip',
    'poetry-core',
    'scikit-build-core',
    'setuptools',
    'setuptools-scm',
    'uv',
    'wheel',
]);
/**
 * The seeds standing for changed distributions: the files importing each; ALL, with why, for one
 * whose import name is not certain or that builds every distribution.
 */
async function distributionSeeds(graph, changes, seeds, local) {
    for (const { distribution, manifest, scope } of changes) {
        if (BUILD_TOOLS.has(distribution))
            return `${manifest} changed ${distribution}, which builds or installs the distributions, so every unit is impacted`;
        const inScope = (id) => (0,paths/* under */.hG)(graph.nodes[id], scope);
        const { names, known } = importNames(distribution);
        let files = names.flatMap((name) => importersOfModule(graph, name)).filter(inScope);
        if (files.length === 0 && !known) {
            // A distribution this repository holds: its modules are the files under its directory.
            const dir = (await local()).get((0,model/* normalizePythonName */.L7)(distribution));
            if (dir === undefined)
                return (`${manifest} changed the distribution ${distribution}, and no file ${scope === '' ? '' : `under ${scope}/ `}imports a module named ${names[0]}: ` +
                    `its import name is not certain (PyYAML is imported as yaml), or it is a tool or plugin that reaches every unit, so every unit is impacted`);
            files = importersOfDirectory(graph, dir).filter(inScope);
        }
        for (const id of files) {
            if (!seeds.has(id))
                seeds.set(id, { what: 'distribution', distribution, manifest });
        }
    }
    return undefined;
}
/** The files outside `dir` importing a file under it. */
function importersOfDirectory(graph, dir) {
    const out = new Set();
    graph.nodes.forEach((file, id) => {
        if (!(0,paths/* under */.hG)(file, dir))
            return;
        for (const importer of graph.importers[id] ?? []) {
            if (!(0,paths/* under */.hG)(graph.nodes[importer], dir))
                out.add(importer);
        }
    });
    return [...out];
}
/**
 * The distributions this repository holds: the normalised `[project] name` of each
 * pyproject.toml (or `[metadata] name` of a setup.cfg) → its directory.
 */
async function localDistributions(tree) {
    const out = new Map();
    const manifests = tree.paths.filter((p) => {
        const name = (0,paths/* basename */.P8)(p);
        return name === 'pyproject.toml' || name === 'setup.cfg';
    });
    const texts = await Promise.all(manifests.map((file) => tree.read(file)));
    manifests.forEach((file, i) => {
        const text = texts[i];
        if (text === undefined)
            return;
        let name;
        if (file.endsWith('.toml')) {
            const doc = (0,workspaces_read/* parsedOr */.F4)(file, text, 'toml');
            name = doc && (0,workspaces_read/* isTable */.bI)(doc.project) ? doc.project.name : undefined;
        }
        else {
            name = /^\[metadata\][^[]*?^name\s*[=:]\s*(\S+)/ms.exec(text)?.[1];
        }
        if (typeof name === 'string')
            out.set((0,model/* normalizePythonName */.L7)(name), (0,paths/* dirname */.pD)(file));
    });
    return out;
}
/** `list` sorted: as it is when it is already (git lists a tree in order: no sort to pay). */
function sorted(list) {
    for (let i = 1; i < list.length; i++)
        if (!(list[i - 1] < list[i]))
            return list.sort();
    return list;
}
/** The sorted Python files of the head, for the conftest's directories. */
function filesUnderDir(sorted, dir) {
    if (dir === '')
        return [...sorted];
    const prefix = `${dir}/`;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid] < prefix)
            lo = mid + 1;
        else
            hi = mid;
    }
    const out = [];
    for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i++)
        out.push(sorted[i]);
    return out;
}
/**
 * The answer for `changed` (repository-relative paths): the head's tree `after` (the merge commit)
 * against `before` (its first parent), opened only when the head's alone cannot answer.
 */
async function pythonImpact(after, before, changed, options) {
    const answer = {
        impacted: new Map(),
        outside: [],
        warnings: [],
        modules: 0,
        files: 0,
        scanned: 0,
    };
    const all = (sentence) => ({
        ...answer,
        impacted: new Map(),
        outside: [],
        all: sentence,
    });
    const info = options.info ?? (() => undefined);
    // A submodule's files are not read: what imports them is not known.
    let headPaths;
    for (const file of changed) {
        let submodule = after.gitlinks.has(file);
        if (!submodule && !isPython(file)) {
            headPaths ??= new Set(after.paths);
            // Gone from the head: a submodule the pull request removed, perhaps.
            if (!headPaths.has(file))
                submodule = (await before()).gitlinks.has(file);
        }
        if (submodule)
            return all(`The submodule ${file} changed, and the Python reader does not read into submodules: which files import its code is not known, so every unit is impacted.`);
    }
    // tach's configuration, and what its change does.
    let tach;
    let tachChange;
    /** tach read from the root pyproject.toml's [tool.tach] in both commits. */
    let tachInPyproject = false;
    try {
        tach = await readTach(after);
        const tachChanged = changed.some((f) => isTachFile(f) || (f === 'pyproject.toml' && tach?.file === 'pyproject.toml'));
        if (tachChanged) {
            const old = await readTach(await before());
            if (!old || !tach)
                return all(`${tach ? tach.file : old.file} was ${tach ? 'added' : 'removed'}: the units are ${tach ? "now tach's modules" : "no longer tach's modules"}, so every unit is impacted.`);
            tachChange = compareTach(old, tach);
            if ('all' in tachChange)
                return all(`${tachChange.all}.`);
            tachInPyproject = old.file === 'pyproject.toml' && tach.file === 'pyproject.toml';
        }
    }
    catch (error) {
        if (error instanceof TachProblem)
            return all(`${error.message}: every unit is impacted.`);
        throw error;
    }
    // Configuration and dependency files.
    const distributions = [];
    const accounted = new Set();
    for (const file of changed) {
        if (isTachFile(file)) {
            accounted.add(file);
            continue;
        }
        const kind = configKind(file);
        if (!kind)
            continue;
        const tree = await before();
        const change = configChange(file, kind, await tree.read(file), await after.read(file), tachInPyproject && file === 'pyproject.toml');
        if ('all' in change)
            return all(`${change.all}: every unit is impacted.`);
        accounted.add(file);
        // A lockfile or a distribution's manifest is its project's: the files below it run with it.
        const scope = kind === 'requirements' ? '' : (0,paths/* dirname */.pD)(file);
        for (const name of change.distributions)
            distributions.push({ distribution: name, manifest: file, scope });
    }
    const units = readUnits(after, tach, options.units);
    answer.warnings.push(...units.warnings);
    answer.modules = units.units.size;
    answer.names = new Set(units.units.keys());
    // The graph: the head's Python files, and those the pull request deleted (their importers
    // live only in the base commit, and their imports still name them).
    const headFiles = sorted([...after.python.keys()]);
    const deleted = changed.filter((f) => isPython(f) && !after.python.has(f));
    const files = [...headFiles, ...deleted];
    const index = new ImportIndex(files, units.sourceRoots);
    const cache = options.cache ?? new ScanCache();
    const { scans, scanned, unread } = await scanAll(after, files, options.scan, cache);
    if (unread !== undefined) {
        return all(`${unread} cannot be read from git (its object is missing from the clone), so what it imports is unknown.`);
    }
    answer.files = headFiles.length;
    answer.scanned = scanned;
    const importers = resolveImports(after, files, deleted.length, index, scans, units.sourceRoots, cache);
    const graph = {
        index,
        scans,
        table: cache.table,
        importers,
        nodes: files,
        nodeIds: index.ids,
    };
    extraEdges(tach, after, graph);
    logLimits(graph, info);
    // Seeds: the changed files in the graph, the importers of changed distributions, and the
    // files that do not parse (whenever a Python file or a dependency changed).
    const seedWhy = new Map();
    let local;
    const unsure = await distributionSeeds(graph, distributions, seedWhy, () => (local ??= localDistributions(after)));
    if (unsure)
        return all(`${unsure}.`);
    const changedIds = changed.flatMap((f) => graph.nodeIds.get(f) ?? []);
    const pythonChanged = changed.some(isPython) || seedWhy.size > 0;
    if (pythonChanged) {
        scans.forEach((scan, id) => {
            if (scan?.error && !seedWhy.has(id))
                seedWhy.set(id, { what: 'unparsed', line: scan.error[0], message: scan.error[1] });
        });
    }
    const reached = closeOverFiles([...changedIds, ...seedWhy.keys()], importers);
    const impacted = answer.impacted;
    const mark = (file, why) => {
        const owners = units.owners(file);
        for (const name of owners)
            if (!impacted.has(name))
                impacted.set(name, why);
        return owners.length > 0;
    };
    // 1. The owners of changed files.
    for (const file of changed) {
        const owned = mark(file, { kind: 'python', how: 'owns', file });
        if (!owned && !accounted.has(file))
            answer.outside.push(file);
    }
    // 2. tach's narrowed changes: the modules whose entries changed, and who imports them.
    if (tachChange && !('all' in tachChange)) {
        const unknown = tachImpact(tachChange, units, graph, impacted);
        if (unknown)
            return all(`${unknown}.`);
    }
    // 3. The files reaching a change, nearest first.
    // (closeOverFiles keeps them in the order found, breadth first: nearest first.)
    const byHops = [...reached];
    const changedSet = new Set(changedIds);
    const unowned = [];
    for (const [id, reach] of byHops) {
        const file = graph.nodes[id];
        if (reach.hops === 0) {
            const seed = seedWhy.get(id);
            if (seed && !changedSet.has(id))
                mark(file, { kind: 'python', how: 'seed', file, seed });
            continue;
        }
        const seedFile = graph.nodes[reach.seed];
        const seed = changedSet.has(reach.seed) ? undefined : seedWhy.get(reach.seed);
        const owned = mark(file, {
            kind: 'python',
            how: 'imports',
            file,
            reaches: seedFile,
            ...(reach.hops > 1 && {
                through: graph.nodes[reach.via],
                ...(reach.hops > 2 && { more: reach.hops - 2 }),
            }),
            ...(seed && { seed }),
        });
        if (!owned && isPython(file))
            unowned.push(file);
    }
    if (unowned.length > 0)
        answer.warnings.push(`${unowned.length} Python ${unowned.length === 1 ? 'file' : 'files'} under no unit ${unowned.length === 1 ? 'imports' : 'import'} a changed file, ` +
            `so no target stands for ${unowned.length === 1 ? 'it' : 'them'}: ${(0,format/* listCapped */.Gs)(unowned)}. ` +
            `A tach module (or <root>), or python-units, gives ${unowned.length === 1 ? 'it' : 'them'} one.`);
    // 4. pytest: a conftest.py reached (or changed) reaches the units of the files below it.
    for (const [id, reach] of byHops) {
        const conftest = graph.nodes[id];
        if ((0,paths/* basename */.P8)(conftest) !== 'conftest.py')
            continue;
        for (const file of filesUnderDir(headFiles, (0,paths/* dirname */.pD)(conftest))) {
            const seed = changedSet.has(reach.seed) ? undefined : seedWhy.get(reach.seed);
            mark(file, {
                kind: 'python',
                how: 'conftest',
                conftest,
                ...(reach.hops > 0 && { reaches: graph.nodes[reach.seed] }),
                ...(seed && { seed }),
            });
        }
    }
    return answer;
}
/** The units tach's narrowed change impacts, with why; a sentence when one cannot be told. */
function tachImpact(change, units, graph, impacted) {
    const unitsOf = (declared) => units.declared.get(declared) ?? [];
    const set = (name, why) => {
        if (units.units.has(name) && !impacted.has(name))
            impacted.set(name, why);
    };
    let owners;
    /** The units holding a file that imports a file of `unit`. */
    const importersOf = (unit) => {
        owners ??= graph.nodes.map((file) => units.owners(file));
        const out = new Set();
        graph.nodes.forEach((_, id) => {
            if (!owners[id].includes(unit))
                return;
            for (const importer of graph.importers[id] ?? []) {
                for (const owner of owners[importer])
                    if (owner !== unit)
                        out.add(owner);
            }
        });
        return [...out];
    };
    for (const [declared, { keys, file }] of change.own) {
        for (const name of unitsOf(declared))
            set(name, { kind: 'python', how: 'tach', file, keys });
    }
    const wide = [];
    for (const [declared, entry] of change.importers)
        for (const name of unitsOf(declared))
            wide.push([name, entry]);
    for (const { from, file } of change.interfaces) {
        const patterns = [];
        for (const p of from) {
            try {
                patterns.push(new RegExp(`^(?:${p})$`));
            }
            catch {
                return `An interface in ${file} adopts the modules matching ${JSON.stringify(p)}, which is not a regular expression this reader can read, so which modules it applies to is not known: every unit is impacted`;
            }
        }
        for (const name of units.units.keys()) {
            if (patterns.some((p) => p.test(name)))
                wide.push([name, { keys: ['interfaces'], file }]);
        }
    }
    for (const [name, { keys, file }] of wide) {
        set(name, { kind: 'python', how: 'tach', file, keys });
        for (const importer of importersOf(name))
            set(importer, { kind: 'python', how: 'tach', file, module: name, keys });
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/targets/graphs/python/source.ts
/**
 * The Python reader as a graph source (registry.ts): both commits' trees from git objects, the
 * imports of each Python file from the graph cache where a scan of its blob is kept, else read
 * and scanned, and the scans saved back when this run scanned many.
 */







/** A run saves its scans when it scanned at least this many files, or this share of them. */
const SAVE_AT = { files: 200, share: 0.05 };
/** The scans kept for `commit`, or a fresh cache; the log says which. */
async function restore(store, commit, ctx) {
    if (!store)
        return { cache: new ScanCache() };
    try {
        const found = await restoreScans(store, commit);
        if ('cache' in found)
            return { cache: found.cache, from: found.from };
        if ('bad' in found)
            return {
                cache: new ScanCache(),
                warning: `The Python imports in the graph cache were not used: ${found.bad}.`,
            };
        ctx.log.info(`Python graph cache: ${found.miss}.`);
        return { cache: new ScanCache() };
    }
    catch (error) {
        return {
            cache: new ScanCache(),
            warning: `The graph cache could not be read, so every Python file is scanned: ${(0,format/* errorMessage */.gJ)(error)}.`,
        };
    }
}
function pythonSource(ctx) {
    const store = ctx.graphCache?.store;
    return (0,build_files_source/* commitSource */.n)(ctx, { title: 'Python', what: 'unit', keep: isPython }, async (after, before, changed) => {
        const commit = after.commit;
        const { cache, from, warning } = await restore(store, commit, ctx);
        const answer = await pythonImpact(pyTree(after), async () => pyTree(await before()), changed, {
            scan: scanPython,
            cache,
            units: ctx.settings.pythonUnits ?? [],
            info: (line) => ctx.log.info(line),
        });
        if (warning)
            answer.warnings.push(warning);
        const n = answer.modules;
        const scanned = answer.scanned;
        const cached = answer.files - scanned;
        let saved = '';
        if (store &&
            scanned > 0 &&
            (scanned >= SAVE_AT.files || scanned >= answer.files * SAVE_AT.share)) {
            try {
                await saveScans(store, commit, after.kept().values(), cache);
                saved = ', saved to the graph cache';
            }
            catch (error) {
                answer.warnings.push(`The Python imports could not be saved to the graph cache: ${(0,format/* errorMessage */.gJ)(error)}.`);
            }
        }
        return {
            ...answer,
            source: `${n} ${n === 1 ? 'unit' : 'units'}, ${answer.files} Python files read from git objects` +
                (store
                    ? ` (${cached} from the graph cache${from ? `, ${from}` : ''}; ${scanned} scanned${saved})`
                    : ''),
        };
    });
}
/**
 * Fills the graph cache with the scans of `commit`'s Python files (a push to the default branch,
 * where no pull request is uploaded for): those a near entry holds are kept, the rest scanned,
 * all saved under the commit's key. What the log says of it.
 */
async function warmPythonScans(ctx) {
    const at = ctx.commit.slice(0, 12);
    const warnings = [];
    const files = await tree/* CommitFiles */.d.open(ctx.git, ctx.repository, ctx.commit, 'the commit', isPython);
    if (!files)
        return { line: `Python graph cache: not warmed at ${at}: git cannot list it`, warnings };
    try {
        let cache = new ScanCache();
        try {
            const found = await restoreScans(ctx.store, ctx.commit);
            if ('cache' in found)
                cache = found.cache;
            else if ('bad' in found)
                warnings.push(`The Python imports in the graph cache were not used: ${found.bad}.`);
        }
        catch (error) {
            warnings.push(`The graph cache could not be read: ${(0,format/* errorMessage */.gJ)(error)}.`);
        }
        const tree = pyTree(files);
        const missing = [...tree.python.values()].filter((oid) => !cache.get(oid));
        const texts = await Promise.all(missing.map((oid) => tree.readObject(oid)));
        missing.forEach((oid, i) => {
            const text = texts[i];
            if (text !== undefined)
                cache.set(oid, fileScan(scanPython(text), cache.table));
        });
        if (missing.length === 0)
            return { line: `Python graph cache: the imports of ${at} are cached already`, warnings };
        await recordGraph(tree, cache);
        try {
            await saveScans(ctx.store, ctx.commit, tree.python.values(), cache);
        }
        catch (error) {
            warnings.push(`The Python imports could not be saved to the graph cache: ${(0,format/* errorMessage */.gJ)(error)}.`);
            return { line: `Python graph cache: not warmed at ${at}`, warnings };
        }
        return {
            line: `Python graph cache: warmed at ${at} (${tree.python.size} files, ${missing.length} scanned)`,
            warnings,
        };
    }
    finally {
        files.close();
    }
}


/***/ }),

/***/ 5247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ parseLockfile),
/* harmony export */   x: () => (/* binding */ UnreadableLockfile)
/* harmony export */ });
/* harmony import */ var js_yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3243);
/* harmony import */ var smol_toml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3292);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6264);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9420);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(701);





/** A lockfile this action cannot read precisely: the reason, for an ALL upload. */
class UnreadableLockfile extends Error {
}
/** The document without the named sections, as comparable text. */
function without(doc, ...sections) {
    return JSON.stringify(Object.entries(doc).filter(([key]) => !sections.includes(key)));
}
const keysOf = (...tables) => tables.flatMap((t) => ((0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(t) ? Object.keys(t) : []));
/** `@scope/name@1.0.0(peer@2)` or `/name@1.0.0` → the package name. */
function nameFromVersionKey(key) {
    const k = key.startsWith('/') ? key.slice(1) : key;
    const at = k.indexOf('@', 1);
    return at === -1 ? k : k.slice(0, at);
}
function pnpmLock(doc) {
    const version = String(doc.lockfileVersion ?? '');
    if (!/^(6|7|9)\./.test(version)) {
        throw new UnreadableLockfile(`its lockfileVersion ${JSON.stringify(version)} is not one this action reads (6.x or 9.x)`);
    }
    const entries = new Map();
    if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(doc.importers)) {
        throw new UnreadableLockfile('it has no importers section (it is not a workspace lockfile)');
    }
    const importers = doc.importers;
    for (const [dir, importer] of Object.entries(importers)) {
        if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(importer))
            continue;
        entries.set(`importer:${dir}`, {
            name: dir,
            owner: (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .joinDir */ .SA)(dir),
            deps: keysOf(importer.dependencies, importer.devDependencies, importer.optionalDependencies),
            body: JSON.stringify(importer),
        });
    }
    for (const section of ['packages', 'snapshots']) {
        const table = doc[section];
        if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(table))
            continue;
        for (const [key, value] of Object.entries(table)) {
            const v = (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(value) ? value : {};
            entries.set(`${section}:${key}`, {
                name: nameFromVersionKey(key),
                deps: [
                    ...keysOf(v.dependencies, v.optionalDependencies, v.peerDependencies),
                    ...(Array.isArray(v.transitivePeerDependencies)
                        ? v.transitivePeerDependencies.map(String)
                        : []),
                ],
                body: JSON.stringify(value),
            });
        }
    }
    return { entries, meta: without(doc, 'importers', 'packages', 'snapshots') };
}
function npmLock(doc, members) {
    if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(doc.packages)) {
        throw new UnreadableLockfile('it has no "packages" section (lockfileVersion 1, from npm 6); run npm 7 or later to update it');
    }
    const entries = new Map();
    for (const [key, value] of Object.entries(doc.packages)) {
        const v = (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(value) ? value : {};
        const nm = key.lastIndexOf('node_modules/');
        const deps = keysOf(v.dependencies, v.optionalDependencies, v.peerDependencies, v.devDependencies);
        let owner;
        if (key === '')
            owner = '';
        else if (v.link === true && typeof v.resolved === 'string' && members.has((0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .joinDir */ .SA)(v.resolved)))
            owner = (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .joinDir */ .SA)(v.resolved);
        else if (nm === -1)
            owner = (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .joinDir */ .SA)(key);
        const name = nm === -1
            ? typeof v.name === 'string'
                ? v.name
                : key
            : key.slice(nm + 'node_modules/'.length);
        entries.set(key, { name, deps, owner, body: JSON.stringify(value) });
    }
    return { entries, meta: without(doc, 'packages', 'dependencies') };
}
function yarnBerryLock(doc) {
    const entries = new Map();
    for (const [key, value] of Object.entries(doc)) {
        if (key === '__metadata' || !(0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(value))
            continue;
        const resolution = typeof value.resolution === 'string' ? value.resolution : key;
        const name = nameFromVersionKey(resolution);
        const workspace = /@workspace:(.*)$/.exec(resolution);
        entries.set(key, {
            name,
            deps: keysOf(value.dependencies, value.peerDependencies, value.optionalDependencies),
            owner: workspace ? (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .joinDir */ .SA)(workspace[1]) : undefined,
            body: JSON.stringify(value),
        });
    }
    return { entries, meta: JSON.stringify(doc.__metadata ?? null) };
}
/**
 * yarn 1's own format (not YAML): `"a@^1", a@^1.1:` headers, two-space `version "1.0.0"` fields
 * and four-space dependency lines. Workspace packages do not appear in it.
 */
function yarnClassicLock(text) {
    const entries = new Map();
    let current;
    let inDeps = false;
    const flush = () => {
        if (!current)
            return;
        const first = current.key.split(/,\s*/)[0].replace(/^"|"$/g, '');
        entries.set(current.key, {
            name: nameFromVersionKey(first),
            deps: current.deps,
            body: current.lines.join('\n'),
        });
        current = undefined;
    };
    for (const line of text.split(/\r?\n/)) {
        if (line.startsWith('#') || line.trim() === '')
            continue;
        if (!line.startsWith(' ')) {
            flush();
            current = { key: line.replace(/:$/, ''), lines: [], deps: [] };
            inDeps = false;
            continue;
        }
        if (!current)
            continue;
        current.lines.push(line);
        if (/^ {2}\S/.test(line))
            inDeps = /^ {2}(dependencies|optionalDependencies):$/.test(line);
        else if (inDeps && /^ {4}\S/.test(line)) {
            const dep = /^ {4}("(?:[^"\\]|\\.)*"|\S+)/.exec(line)[1];
            current.deps.push(dep.replace(/^"|"$/g, ''));
        }
    }
    flush();
    return { entries, meta: '' };
}
function cargoLock(doc, crates) {
    const entries = new Map();
    for (const value of Array.isArray(doc.package) ? doc.package : []) {
        if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(value) || typeof value.name !== 'string')
            continue;
        const source = typeof value.source === 'string' ? value.source : undefined;
        const deps = Array.isArray(value.dependencies)
            ? value.dependencies.map((d) => String(d).split(' ')[0])
            : [];
        entries.set(`${value.name} ${String(value.version)} ${source ?? ''}`, {
            name: value.name,
            deps,
            owner: source === undefined ? crates.get(value.name) : undefined,
            body: JSON.stringify(value),
        });
    }
    return { entries, meta: without(doc, 'package') };
}
function uvLock(doc) {
    const entries = new Map();
    const names = (list) => Array.isArray(list) ? list.filter(_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI).map((d) => (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizePythonName */ .L7)(String(d.name))) : [];
    for (const value of Array.isArray(doc.package) ? doc.package : []) {
        if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(value) || typeof value.name !== 'string')
            continue;
        const source = (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(value.source) ? value.source : {};
        const local = source.editable ?? source.virtual ?? source.directory;
        const deps = [
            ...names(value.dependencies),
            ...Object.values((0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(value['optional-dependencies']) ? value['optional-dependencies'] : {}).flatMap(names),
            ...Object.values((0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(value['dev-dependencies']) ? value['dev-dependencies'] : {}).flatMap(names),
        ];
        entries.set(`${value.name} ${String(value.version)} ${JSON.stringify(source)}`, {
            name: (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizePythonName */ .L7)(value.name),
            deps,
            owner: typeof local === 'string' ? (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .joinDir */ .SA)(local) : undefined,
            body: JSON.stringify(value),
        });
    }
    return { entries, meta: without(doc, 'package') };
}
/**
 * poetry.lock: `[[package]]` entries with `[package.dependencies]` naming what each depends on;
 * a local directory's entry (`source.type = "directory"`) is the repository's own code. The
 * metadata's hashes (`content-hash`, the old `[metadata.files]`) change with any entry, so they
 * are left out of what is compared besides the entries.
 */
function poetryLock(doc) {
    const entries = new Map();
    for (const value of Array.isArray(doc.package) ? doc.package : []) {
        if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(value) || typeof value.name !== 'string')
            continue;
        const source = (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(value.source) ? value.source : {};
        const local = source.type === 'directory' && typeof source.url === 'string';
        entries.set(`${value.name} ${String(value.version)} ${JSON.stringify(source)}`, {
            name: (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizePythonName */ .L7)(value.name),
            deps: keysOf(value.dependencies).map(_model_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizePythonName */ .L7),
            owner: local ? (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .joinDir */ .SA)(source.url) : undefined,
            body: JSON.stringify(value),
        });
    }
    const metadata = (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(doc.metadata) ? { ...doc.metadata } : {};
    delete metadata['content-hash'];
    delete metadata.files;
    return { entries, meta: without({ ...doc, metadata }, 'package') };
}
/** go.work.sum lines: `module version[/go.mod] hash`; no workspace module appears in it. */
function goWorkSum(text) {
    const entries = new Map();
    for (const line of text.split(/\r?\n/)) {
        const [module] = line.trim().split(/\s+/);
        if (module)
            entries.set(line.trim(), { name: module, deps: [], body: line.trim() });
    }
    return { entries, meta: '' };
}
/** Parse one side of a lockfile by its name. Throws UnreadableLockfile with the reason. */
function parseLockfile(file, text, ctx) {
    const base = file.slice(file.lastIndexOf('/') + 1);
    try {
        switch (base) {
            case 'pnpm-lock.yaml':
                return pnpmLock(tableOf((0,js_yaml__WEBPACK_IMPORTED_MODULE_0__.load)(text)));
            case 'package-lock.json':
            case 'npm-shrinkwrap.json':
                return npmLock(tableOf(JSON.parse(text)), ctx.members);
            case 'yarn.lock':
                return /^# yarn lockfile v1/m.test(text)
                    ? yarnClassicLock(text)
                    : yarnBerryLock(tableOf((0,js_yaml__WEBPACK_IMPORTED_MODULE_0__.load)(text)));
            case 'Cargo.lock':
                return cargoLock(tableOf((0,smol_toml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text)), ctx.crates);
            case 'uv.lock':
                return uvLock(tableOf((0,smol_toml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text)));
            case 'poetry.lock':
                return poetryLock(tableOf((0,smol_toml__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qg)(text)));
            case 'go.work.sum':
                return goWorkSum(text);
            default:
                throw new UnreadableLockfile('its format cannot be attributed to packages');
        }
    }
    catch (error) {
        if (error instanceof UnreadableLockfile)
            throw error;
        throw new UnreadableLockfile(`it does not parse: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .gJ)(error).split('\n')[0]}`);
    }
}
function tableOf(doc) {
    if (!(0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .isTable */ .bI)(doc))
        throw new UnreadableLockfile('its top level is not a table');
    return doc;
}


/***/ })

};

//# sourceMappingURL=303.index.js.map