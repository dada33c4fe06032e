"""The rules language parser: good inputs build the right tree; bad inputs give exact, useful messages."""
import pytest

from pacwar.dsl import ast as A
from pacwar.dsl.errors import RulesError
from pacwar.dsl.parser import parse, parse_expr


def test_declarations_and_citations():
    m = parse('pacwar 1\nconst N = 3 §2.1\nvar pp[nation] = 0 range 0..99 visible to owner §4.2\n'
              'table t §5.2 {\n  1..3: "low"\n  4..: "high"\n}\n'
              'procedure p(x, y) §5.3 §5.4 label "P" tags action, naval when x > 0 {\n  pass\n}\n'
              'phase naval §5.0 when true {\n  pass\n}\n'
              'after subphase * §2.7 {\n  pass\n}\n'
              'trigger t2 §8.4 on decision when true {\n  pass\n}\n'
              'invariant inv §2.7 on subphase_end {\n  assert true\n}\n', "f.pw")
    kinds = [type(d).__name__ for d in m.decls]
    assert kinds == ["Const", "Var", "Table", "Proc", "Proc", "Hook", "Trigger", "Trigger"]
    proc = m.decls[3]
    assert proc.params == ["x", "y"] and proc.cites == ["5.3", "5.4"] and proc.label == "P"
    assert proc.tags == ["action", "naval"] and isinstance(proc.when, A.BinOp)
    assert m.decls[4].level == "phase" and m.decls[7].invariant
    var = m.decls[1]
    assert var.key == "nation" and var.visible == "owner"
    table = m.decls[2]
    assert table.rows[0][0] == A.KeyRange(1, 3) and table.rows[1][0] == A.KeyRange(4, None)


def test_expression_precedence():
    e = parse_expr("1 + 2 * 3 == 7 and not false or x in [1, 2]")
    assert isinstance(e, A.BinOp) and e.op == "or"
    left = e.left
    assert left.op == "and" and left.left.op == "==" and left.left.left.op == "+"
    assert left.left.left.right.op == "*"
    assert parse_expr("5 - 2").op == "-"          # binary minus
    assert parse_expr("-2").value == -2           # literal negative
    assert parse_expr("a if c else b").__class__ is A.Cond


def test_where_lambdas_binders_and_interpolation():
    w = parse_expr("units(z) where .side == s and it != u")
    assert isinstance(w, A.Where) and isinstance(w.pred.left.left, A.Attr)
    named = parse_expr("xs where u -> count(chosen where .class == u.class) < 2")
    assert named.binder == "u"
    lam = parse_expr("map(xs, u -> u.steps)")
    assert isinstance(lam.args[1], A.Lambda) and lam.args[1].param == "u"
    s = parse_expr('"Japan rolls {d} in {z.name}, {{literal}}"')
    assert isinstance(s, A.Interp)
    assert [p if isinstance(p, str) else type(p).__name__ for p in s.parts] == \
        ["Japan rolls ", "Name", " in ", "Attr", ", {literal}"]


def test_statements_newlines_elif_and_dict_braces():
    m = parse('pacwar 1\nprocedure p() §1 {\n  let d = {a: 1,\n    b: 2}\n  if d.a == 1 {\n    pass\n  }\n'
              '  elif d.b == 2 {\n    pass\n  }\n  else {\n    pass\n  }\n'
              '  let n = max(1,\n    2)\n  x.y[3] += 4\n  move u to @tokyo\n  reduce u by 1\n'
              '  secret to @axis {\n    log "hidden"\n  }\n  let c = choose 0..2 from xs by @axis prompt "P" optional "None"\n'
              '  end game winner @axis level "Total"\n}\n', "s.pw")
    body = m.decls[0].body
    assert [type(s).__name__ for s in body] == ["Let", "If", "Let", "Assign", "Effect", "Effect", "Secret", "Let", "End"]
    assert len(body[1].branches) == 2 and body[1].other is not None
    ch = body[7].value
    assert isinstance(ch, A.Choose) and ch.many and ch.optional and ch.optional_label == "None"


def _err(src: str) -> str:
    with pytest.raises(RulesError) as e:
        parse(src, "bad.pw")
    return e.value.render()


def test_missing_citation_message():
    assert _err("pacwar 1\nprocedure a() {\n  pass\n}\n") == (
        "bad.pw:2:15: unexpected '{'; expected a citation (§x.y), end of line\n"
        "    procedure a() {\n"
        "                  ^\n"
        "  hint: every rules block cites its rulebook section, e.g. procedure engage(z) §5.2 { ... }")


def test_unfinished_expression_message():
    assert _err("pacwar 1\nprocedure a() §1 {\n  let x = 1 +\n}\n") == (
        "bad.pw:3:14: unexpected end of line\n"
        "      let x = 1 +\n"
        "                 ^\n"
        "  hint: the expression is not finished")


def test_assignment_in_condition_message():
    text = _err("pacwar 1\nprocedure a() §1 {\n  if x = 1 { pass }\n}\n")
    assert text.startswith("bad.pw:3:8: unexpected '='")
    assert text.endswith("hint: use '==' to compare; '=' assigns")


def test_unclosed_string_and_bracket_messages():
    assert _err('pacwar 1\nprocedure a() §1 {\n  let x = "abc\n}\n').splitlines()[0] == \
        "bad.pw:3:11: string is not closed on this line"
    assert "hint: a '(' is not closed before this '}'" in _err("pacwar 1\nprocedure a() §1 {\n  f(x\n}\n")
    assert _err("pacwar 1\nphase a §1 {\n  pass\n").endswith("hint: a '{' is not closed")


def test_unknown_version_and_bad_target():
    assert _err("pacwar 2\n").splitlines()[0] == "bad.pw:1:8: rules language version 2 is not supported"
    text = _err("pacwar 1\nprocedure a() §1 {\n  3 = x\n}\n")
    assert text.splitlines()[0] == "bad.pw:3:3: cannot assign to this expression"

