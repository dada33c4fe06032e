"""The Lark half of the rules parser (imported on first use by dsl/parser.py): the grammar's parser, the post-lexer
and the builder of the typed syntax tree of dsl/ast.py, with friendly errors."""
from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError

from . import ast as A
from .errors import RulesError

LANGUAGE_VERSIONS = (1,)

# Tokens after which a '{' opens a block; after anything else it opens a dict literal.
_BLOCK_AFTER = {"RPAR", "RSQB", "RBRACE", "NAME", "INT", "STRING", "CITE", "ENTITY", "DICE", "ELSE",
                "TRUE", "FALSE", "NONE", "IT", "DERIVED", "EACH"}


class _Newlines:
    """Post-lexer: drops newlines inside ( ), [ ] and dict braces (the grammar's _NL skips those before elif/else)."""

    always_accept = ("_NL",)

    def process(self, stream):
        depth = 0
        braces: list[bool] = []  # True = dict brace
        prev = None
        for tok in stream:
            t = tok.type
            if t == "_NL":
                if depth > 0 or (braces and braces[-1]):
                    continue
            elif t in ("LPAR", "LSQB"):
                depth += 1
            elif t in ("RPAR", "RSQB"):
                depth = max(depth - 1, 0)
            elif t == "LBRACE":
                braces.append(prev not in _BLOCK_AFTER)
            elif t == "RBRACE":
                if braces:
                    braces.pop()
            prev = t
            yield tok


@lru_cache(maxsize=None)
def _lark() -> Lark:
    grammar = resources.files("pacwar.dsl").joinpath("pacwar.lark").read_text("utf-8")
    return Lark(grammar, parser="lalr", start=["start", "expr"], postlex=_Newlines(),
                propagate_positions=True, maybe_placeholders=True)


_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "{": "{", "}": "}"}


class _Build(Transformer):
    def __init__(self, file: str, source: str):
        super().__init__()
        self.file, self.source = file, source

    def _pos(self, meta) -> A.Pos:
        return A.Pos(self.file, getattr(meta, "line", 0), getattr(meta, "column", 0))

    def _tpos(self, tok: Token) -> A.Pos:
        return A.Pos(self.file, tok.line, tok.column)

    def error(self, pos: A.Pos, message: str, hint: str | None = None):
        raise RulesError(pos.file, pos.line, pos.col, message, hint, self.source)

    # ---- module
    @v_args(meta=True)
    def start(self, meta, items):
        header, *decls = items
        return A.Module(self.file, header, [d for d in decls if d is not None], pos=self._pos(meta))

    @v_args(meta=True)
    def header(self, meta, items):
        version = int(items[0])
        if version not in LANGUAGE_VERSIONS:
            self.error(self._tpos(items[0]), f"rules language version {version} is not supported",
                       f"this engine reads versions {', '.join(map(str, LANGUAGE_VERSIONS))}")
        return version

    def cites(self, items):
        return [str(c)[1:] for c in items]

    # ---- declarations
    @v_args(meta=True)
    def proc_def(self, meta, items):
        name, params, cites, *rest = items
        body = rest[-1]
        proc = A.Proc(str(name), params or [], cites, body, pos=self._tpos(name))
        for opt in rest[:-1]:
            kind, value = opt
            if kind == "label":
                proc.label = value
            elif kind == "tags":
                proc.tags = value
            elif kind == "when":
                proc.when = value
            elif kind == "derived":
                proc.derived = True
        return proc

    def params(self, items):
        return [str(p) for p in items]

    def opt_label(self, items):
        return ("label", self._string(items[0]))

    def opt_tags(self, items):
        return ("tags", [str(t) for t in items])

    def opt_when(self, items):
        return ("when", items[0])

    def opt_derived(self, items):
        return ("derived", True)

    @v_args(meta=True)
    def level_def(self, meta, items):
        level, name, cites, guard, body = items
        return A.Proc(str(name), [], cites, body, level=str(level), guard=guard, pos=self._tpos(name))

    def guard(self, items):
        return items[0]

    @v_args(meta=True)
    def table_def(self, meta, items):
        name, cites, *rest = items
        columns, default, rows = None, None, []
        for r in rest:
            if isinstance(r, tuple) and r[0] == "columns":
                columns = r[1]
            elif isinstance(r, tuple) and r[0] == "default":
                default = r[1]
            else:
                rows.append(r)
        return A.Table(str(name), cites, columns, default, rows, pos=self._tpos(name))

    def table_columns(self, items):
        return ("columns", [k for k in items if k is not None])

    def table_default(self, items):
        return ("default", items[0])

    def table_row(self, items):
        return (items[0], items[1])

    def row_values(self, items):
        return [i for i in items if i is not None]

    def key_int(self, items):
        return int(items[0])

    def key_neg(self, items):
        return -int(items[-1])

    def key_range(self, items):
        return A.KeyRange(int(items[0]), int(items[1]))

    def key_from(self, items):
        return A.KeyRange(int(items[0]), None)

    def key_upto(self, items):
        return A.KeyRange(None, int(items[0]))

    def key_str(self, items):
        return self._string(items[0])

    def key_name(self, items):
        return str(items[0])

    def key_entity(self, items):
        return str(items[0])[1:]

    @v_args(meta=True)
    def trigger_def(self, meta, items):
        kw, name, cites, *rest = items
        body = rest[-1]
        guard = rest[-2]
        events = [str(e) for e in rest[:-2]]
        return A.Trigger(str(name), cites, events, guard, body, invariant=str(kw) == "invariant", pos=self._tpos(name))

    def trigger_kw(self, items):
        return items[0]

    @v_args(meta=True)
    def hook_def(self, meta, items):
        when, level, names, cites, body = items
        label = f"{when} {level} {'*' if names is None else ','.join(names)}"
        return A.Hook(label, str(when), str(level), names, cites, body, pos=self._tpos(when))

    def hook_any(self, items):
        return None

    def hook_names(self, items):
        return [str(n) for n in items]

    @v_args(meta=True)
    def const_def(self, meta, items):
        name, _, value, cites = items
        return A.Const(str(name), value, cites or [], pos=self._tpos(name))

    @v_args(meta=True)
    def var_def(self, meta, items):
        name, key, _, init, rng, vis, cites = items
        lo, hi = rng if rng else (None, None)
        return A.Var(str(name), key, init, lo, hi, vis or "all", cites or [], pos=self._tpos(name))

    def var_key(self, items):
        return str(items[0])

    def var_range(self, items):
        return (items[0], items[1])

    def var_vis(self, items):
        vis = str(items[0])
        if vis not in ("all", "owner", "none"):
            self.error(self._tpos(items[0]), f"unknown visibility {vis!r}", "write visible to all, owner or none")
        return vis

    def level_kw(self, items):
        return items[0]

    def hook_kw(self, items):
        return items[0]

    @v_args(meta=True)
    def calendar_def(self, meta, items):
        cites, *lines = items
        return A.Calendar("calendar", cites, dict(lines), pos=self._pos(meta))

    def cal_line(self, items):
        return (str(items[0]), items[1])

    # ---- statements
    def block(self, items):
        return [i for i in items if i is not None]

    @v_args(meta=True)
    def let_stmt(self, meta, items):
        return A.Let(str(items[0]), items[2], pos=self._pos(meta))

    @v_args(meta=True)
    def assign_stmt(self, meta, items):
        target, op, value = items
        t = target
        while isinstance(t, (A.Attr, A.Index)):
            t = t.obj
        if not isinstance(t, A.Name) and not (isinstance(t, A.Entity) and target is not t):
            self.error(target.pos, "cannot assign to this expression",
                       "assign to a variable (x = 1), an attribute (u.oos = true) or an entry (pp[@red] += 5)")
        return A.Assign(target, str(op), value, pos=self._pos(meta))

    @v_args(meta=True)
    def if_stmt(self, meta, items):
        cond, body, *rest = items
        branches = [(cond, body)]
        other = None
        for r in rest:
            if r is None:
                continue
            if r[0] == "elif":
                branches.append((r[1], r[2]))
            else:
                other = r[1]
        return A.If(branches, other, pos=self._pos(meta))

    def elif_part(self, items):
        return ("elif", items[0], items[1])

    def else_part(self, items):
        body = items[0]
        return ("else", body if isinstance(body, list) else [body])

    @v_args(meta=True)
    def for_stmt(self, meta, items):
        var, var2, iterable, body = items
        return A.For(str(var), str(var2) if var2 else None, iterable, body, pos=self._pos(meta))

    @v_args(meta=True)
    def while_stmt(self, meta, items):
        return A.While(items[0], items[1], pos=self._pos(meta))

    @v_args(meta=True)
    def level_stmt(self, meta, items):
        level, name, cites, guard, body = items
        return A.Level(str(level), str(name), cites, guard, body, pos=self._pos(meta))

    @v_args(meta=True)
    def break_stmt(self, meta, items):
        return A.Break(pos=self._pos(meta))

    @v_args(meta=True)
    def continue_stmt(self, meta, items):
        return A.Continue(pos=self._pos(meta))

    @v_args(meta=True)
    def return_stmt(self, meta, items):
        return A.Return(items[0], pos=self._pos(meta))

    @v_args(meta=True)
    def log_stmt(self, meta, items):
        return A.Log(items[0], items[1], pos=self._pos(meta))

    @v_args(meta=True)
    def announce_stmt(self, meta, items):
        return A.Log(None, items[0], announced=True, pos=self._pos(meta))

    def log_to(self, items):
        return items[0]

    @v_args(meta=True)
    def end_stmt(self, meta, items):
        kind, value, level = items[0]
        return A.End(kind, value, level, pos=self._pos(meta))

    def end_winner(self, items):
        return ("winner", items[0], items[1])

    def end_draw(self, items):
        return ("draw", None, items[0])

    def end_scores(self, items):
        return ("scores", items[0], None)

    @v_args(meta=True)
    def emit_stmt(self, meta, items):
        return A.Emit(str(items[0]), pos=self._pos(meta))

    @v_args(meta=True)
    def schedule_stmt(self, meta, items):
        return A.Schedule(items[0], items[1], pos=self._pos(meta))

    @v_args(meta=True)
    def assert_stmt(self, meta, items):
        return A.Assert(items[0], items[1], pos=self._pos(meta))

    @v_args(meta=True)
    def pass_stmt(self, meta, items):
        return A.Pass(pos=self._pos(meta))

    @v_args(meta=True)
    def secret_stmt(self, meta, items):
        return A.Secret(items[0], items[1], pos=self._pos(meta))

    @v_args(meta=True)
    def secret_each_stmt(self, meta, items):
        return A.SecretEach(None, items[0], pos=self._pos(meta))

    @v_args(meta=True)
    def move_stmt(self, meta, items):
        return A.Effect("move", items[0], items[1], pos=self._pos(meta))

    @v_args(meta=True)
    def reduce_stmt(self, meta, items):
        return A.Effect("reduce", items[0], items[1], pos=self._pos(meta))

    @v_args(meta=True)
    def restore_stmt(self, meta, items):
        return A.Effect("restore", items[0], items[1], pos=self._pos(meta))

    @v_args(meta=True)
    def expr_stmt(self, meta, items):
        return A.ExprStmt(items[0], pos=self._pos(meta))

    @v_args(meta=True)
    def choose_expr(self, meta, items):
        count, source, *opts = items
        ch = A.Choose(None, None, source, pos=self._pos(meta))
        kind, lo, hi = count
        if kind == "one":
            ch.many = False
        else:
            ch.many = True
            ch.lo, ch.hi = lo, hi
        for name, value in opts:
            if name == "optional":
                ch.optional, ch.optional_label = True, value
            else:
                setattr(ch, name, value)
        return ch

    def count_one(self, items):
        return ("one", None, None)

    def count_any(self, items):
        return ("any", A.Lit(0), None)

    def count_exact(self, items):
        return ("exact", items[0], items[0])

    def count_range(self, items):
        return ("range", items[0], items[1])

    def ch_by(self, items):
        return ("by", items[0])

    def ch_prompt(self, items):
        return ("prompt", items[0])

    def ch_label(self, items):
        return ("label", items[0])

    def ch_optional(self, items):
        return ("optional", self._string(items[0]) if items[0] is not None else None)

    def ch_valid(self, items):
        return ("valid", items[0])

    # ---- expressions
    @v_args(meta=True)
    def cond_expr(self, meta, items):
        then, test, other = items
        return A.Cond(test, then, other, pos=self._pos(meta))

    @v_args(meta=True)
    def where_expr(self, meta, items):
        return A.Where(items[0], items[1], pos=self._pos(meta))

    @v_args(meta=True)
    def where_named(self, meta, items):
        return A.Where(items[0], items[3], binder=str(items[1]), pos=self._pos(meta))

    def lambda_arg(self, items):
        return A.Lambda(str(items[0]), items[2], pos=self._tpos(items[0]))

    def kwarg_lambda(self, items):
        return (str(items[0]), A.Lambda(str(items[2]), items[4], pos=self._tpos(items[2])), self._tpos(items[0]))

    @v_args(meta=True)
    def or_op(self, meta, items):
        return A.BinOp("or", items[0], items[1], pos=self._pos(meta))

    @v_args(meta=True)
    def and_op(self, meta, items):
        return A.BinOp("and", items[0], items[1], pos=self._pos(meta))

    @v_args(meta=True)
    def not_op(self, meta, items):
        return A.Not(items[0], pos=self._pos(meta))

    @v_args(meta=True)
    def compare(self, meta, items):
        return A.BinOp(str(items[1]), items[0], items[2], pos=self._pos(meta))

    @v_args(meta=True)
    def in_op(self, meta, items):
        return A.BinOp("in", items[0], items[1], pos=self._pos(meta))

    @v_args(meta=True)
    def not_in_op(self, meta, items):
        return A.BinOp("not in", items[0], items[1], pos=self._pos(meta))

    @v_args(meta=True)
    def range_op(self, meta, items):
        return A.Range(items[0], items[1], pos=self._pos(meta))

    @v_args(meta=True)
    def binop(self, meta, items):
        return A.BinOp(str(items[1]), items[0], items[2], pos=self._pos(meta))

    @v_args(meta=True)
    def neg(self, meta, items):
        v = items[-1]
        if isinstance(v, A.Lit) and isinstance(v.value, int) and not isinstance(v.value, bool):
            return A.Lit(-v.value, pos=self._pos(meta))
        return A.Neg(v, pos=self._pos(meta))

    @v_args(meta=True)
    def attr(self, meta, items):
        return A.Attr(items[0], str(items[1]), pos=A.Pos(self.file, items[1].line, items[1].column - 1))

    @v_args(meta=True)
    def index(self, meta, items):
        return A.Index(items[0], items[1], pos=self._pos(meta))

    @v_args(meta=True)
    def call_expr(self, meta, items):
        func, args = items
        pos_args, kwargs = [], {}
        for a in args or []:
            if isinstance(a, tuple):
                if a[0] in kwargs:
                    self.error(a[2], f"keyword argument {a[0]!r} given twice")
                kwargs[a[0]] = a[1]
            else:
                if kwargs:
                    self.error(a.pos, "a positional argument cannot follow a keyword argument")
                pos_args.append(a)
        return A.Call(func, pos_args, kwargs, pos=func.pos)

    def args(self, items):
        return items

    def kwarg(self, items):
        return (str(items[0]), items[2], self._tpos(items[0]))

    def int_lit(self, items):
        return A.Lit(int(items[0]), pos=self._tpos(items[0]))

    def str_lit(self, items):
        tok = items[0]
        return self._interp(tok)

    def dice_lit(self, items):
        n, sides = str(items[0]).split("d")
        return A.Dice(int(n), int(sides), pos=self._tpos(items[0]))

    @v_args(meta=True)
    def true_lit(self, meta, items):
        return A.Lit(True, pos=self._pos(meta))

    @v_args(meta=True)
    def false_lit(self, meta, items):
        return A.Lit(False, pos=self._pos(meta))

    @v_args(meta=True)
    def none_lit(self, meta, items):
        return A.Lit(None, pos=self._pos(meta))

    @v_args(meta=True)
    def it_ref(self, meta, items):
        return A.It(pos=self._pos(meta))

    def name_ref(self, items):
        return A.Name(str(items[0]), pos=self._tpos(items[0]))

    def entity_ref(self, items):
        return A.Entity(str(items[0])[1:], pos=self._tpos(items[0]))

    @v_args(meta=True)
    def it_attr(self, meta, items):
        return A.Attr(A.It(pos=self._pos(meta)), str(items[0]), pos=self._pos(meta))

    @v_args(meta=True)
    def list_lit(self, meta, items):
        return A.ListLit([i for i in items if i is not None], pos=self._pos(meta))

    @v_args(meta=True)
    def dict_lit(self, meta, items):
        return A.DictLit([i for i in items if i is not None], pos=self._pos(meta))

    def dict_item(self, items):
        return (items[0], items[1])

    # ---- strings
    def _string(self, tok: Token) -> str:
        raw = str(tok)[1:-1]
        return re.sub(r"\\(.)", lambda m: _ESCAPES.get(m.group(1), "\\" + m.group(1)), raw)

    def _interp(self, tok: Token) -> A.Expr:
        """A string literal; {expr} holes become an Interp node ({{ and }} are literal braces)."""
        raw = str(tok)[1:-1]
        if "{" not in raw:
            return A.Lit(self._string(tok), pos=self._tpos(tok))
        parts: list = []
        i, buf = 0, ""
        while i < len(raw):
            ch = raw[i]
            if ch == "\\" and i + 1 < len(raw):
                buf += _ESCAPES.get(raw[i + 1], "\\" + raw[i + 1])
                i += 2
            elif ch == "{" and raw[i:i + 2] == "{{":
                buf += "{"
                i += 2
            elif ch == "}" and raw[i:i + 2] == "}}":
                buf += "}"
                i += 2
            elif ch == "{":
                end = raw.find("}", i)
                if end < 0:
                    self.error(A.Pos(self.file, tok.line, tok.column + 1 + i), "unclosed '{' in string",
                               "write {{ for a literal brace")
                if buf:
                    parts.append(buf)
                    buf = ""
                inner = raw[i + 1:end]
                parts.append(parse_expr(inner, self.file, self.source, tok.line, tok.column + 2 + i))
                i = end + 1
            else:
                buf += ch
                i += 1
        if buf:
            parts.append(buf)
        return A.Interp(parts, pos=self._tpos(tok))


_HUMAN = {
    "_NL": "end of line", "NAME": "a name", "INT": "a number", "STRING": "a string", "CITE": "a citation (§x.y)",
    "LBRACE": "'{'", "RBRACE": "'}'", "LPAR": "'('", "RPAR": "')'", "LSQB": "'['", "RSQB": "']'",
    "COMMA": "','", "COLON": "':'", "EQ": "'='", "ENTITY": "an entity (@name)", "DICE": "dice (2d6)",
    "ASSIGN_OP": "'=' or '+='", "COMP_OP": "a comparison",
    "$END": "end of file", "DOT": "'.'", "SEMICOLON": "';'",
}


def _human(t: str) -> str:
    if t in _HUMAN:
        return _HUMAN[t]
    if t.isupper() and t.isalpha():
        return f"'{t.lower()}'"
    return t


_EXPR_START = {"INT", "STRING", "NAME", "ENTITY", "DICE", "LPAR", "LSQB"}


def _hint(expected: set[str], got: str) -> str | None:
    # What was found is a surer guide than what was expected (LALR merges expectation sets).
    if got in ("EQ", "ASSIGN_OP"):
        return "use '==' to compare; '=' assigns"
    if got == "$END":
        return "a '{' is not closed"
    if got == "RBRACE" and "RPAR" in expected:
        return "a '(' is not closed before this '}'"
    if got == "RBRACE" and "RSQB" in expected:
        return "a '[' is not closed before this '}'"
    if got == "LBRACE" and "CITE" in expected:
        return "every rules block cites its rulebook section, e.g. procedure engage(z) §5.2 { ... }"
    if got in ("_NL", "RBRACE") and expected & _EXPR_START:
        return "the expression is not finished"
    if "CITE" in expected and not expected & _EXPR_START:
        return "every rules block cites its rulebook section, e.g. phase naval §5.0 { ... }"
    return None


def _raise_syntax(e: UnexpectedInput, file: str, source: str, line_off: int = 0, col_off: int = 0):
    line = (e.line if e.line and e.line > 0 else 1) + line_off
    col = (e.column if e.column and e.column > 0 else 1) + (col_off if e.line == 1 else 0)
    if isinstance(e, UnexpectedCharacters):
        lines = source.splitlines()
        ch = lines[line - 1][col - 1] if line - 1 < len(lines) and col - 1 < len(lines[line - 1]) else "?"
        if ch == '"':
            raise RulesError(file, line, col, "string is not closed on this line",
                             'close it with " (a string cannot span lines; use \\n for a line break)', source) from None
        raise RulesError(file, line, col, f"unexpected character {ch!r}",
                         "names use letters, digits and '_'; strings use double quotes; comments start with #; "
                         "entities are written @name", source) from None
    if isinstance(e, (UnexpectedToken, UnexpectedEOF)):
        tok = getattr(e, "token", None)
        got = tok.type if tok is not None else "$END"
        expected = set(e.expected) if getattr(e, "expected", None) else set()
        shown = sorted(_human(x) for x in expected if not x.startswith("__"))
        what = "end of file" if got == "$END" else ("end of line" if got == "_NL" else repr(str(tok)))
        msg = f"unexpected {what}"
        if shown and len(shown) <= 6:
            msg += f"; expected {', '.join(shown)}"
        if tok is not None and got == "$END" and isinstance(e, UnexpectedEOF):
            lines = source.splitlines()
            line, col = len(lines), len(lines[-1]) + 1 if lines else 1
        raise RulesError(file, line, col, msg, _hint(expected, got), source) from None
    raise RulesError(file, line, col, str(e).splitlines()[0], None, source) from None


def parse(source: str, file: str = "<rules>") -> A.Module:
    """Parse one rules file. Raises RulesError with position, source line, caret and hint."""
    if not source.endswith("\n"):
        source += "\n"
    try:
        tree = _lark().parse(source, start="start")
    except UnexpectedInput as e:
        _raise_syntax(e, file, source)
    try:
        return _Build(file, source).transform(tree)
    except VisitError as e:
        if isinstance(e.orig_exc, RulesError):
            raise e.orig_exc from None
        raise


def parse_expr(text: str, file: str = "<expr>", source: str | None = None, line: int = 1, col: int = 1) -> A.Expr:
    """Parse a single expression (used for string holes and for expressions embedded in YAML)."""
    src = source if source is not None else text
    try:
        tree = _lark().parse(text, start="expr")
    except UnexpectedInput as e:
        _raise_syntax(e, file, src if source is not None else text, line - 1, col - 1)
    b = _Build(file, src)
    try:
        node = b.transform(tree)
    except VisitError as e:
        if isinstance(e.orig_exc, RulesError):
            raise e.orig_exc from None
        raise
    _shift(node, line - 1, col - 1)
    return node


def _shift(node, dline: int, dcol: int, seen=None) -> None:
    """Move the positions of an embedded expression to where it sits in its file."""
    if not (dline or dcol):
        return
    seen = seen if seen is not None else set()
    if id(node) in seen:
        return
    seen.add(id(node))
    if isinstance(node, A.Node):
        p = node.pos
        if p.line == 1:
            node.pos = A.Pos(p.file, p.line + dline, p.col + dcol)
        else:
            node.pos = A.Pos(p.file, p.line + dline, p.col)
        for v in vars(node).values():
            _shift(v, dline, dcol, seen)
    elif isinstance(node, (list, tuple)):
        for v in node:
            _shift(v, dline, dcol, seen)
    elif isinstance(node, dict):
        for v in node.values():
            _shift(v, dline, dcol, seen)
