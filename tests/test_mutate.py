"""A short run of the mutation fuzzer (pacwar mutate): mutated rules, data, saves and command-line arguments
must each give a clear error or a valid run; never an internal error, never a silently accepted wrong input."""
from pacwar.cli.main import main
from pacwar.interpreter.tooling.mutate import Mutation, classify, mutate


def test_short_mutation_run_has_no_crash_and_no_silent_acceptance():
    rep = mutate(32, seed=11, command=main)
    counts = rep.counts()
    assert sum(sum(c.values()) for c in counts.values()) == 32
    assert all(sum(counts[k].values()) == 8 for k in counts)      # every kind of input is mutated
    assert rep.ok, rep.summary()
    assert sum(c["clear error"] for c in counts.values()) >= 16      # most mutations are wrong input, refused


def test_classification():
    wrong = Mutation("data", "x", True, "units.yaml")
    assert classify(wrong, 0, "Result: draw", "", None)[0] == "silently accepted"
    assert classify(wrong, 1, "", "units.yaml:3: at classes[0]: bad", None)[0] == "clear error"
    assert classify(wrong, 1, "", "internal error: KeyError: 'x'", None)[0] == "internal error"
    assert classify(wrong, 1, "", "something else", None)[0] == "unclear error"
    assert classify(wrong, None, "", "", "hang")[0] == "hang"
    ok = Mutation("cli", "x", False)
    assert classify(ok, 2, "", "error", None)[0] == "valid input refused"
    assert classify(ok, 1, "", "the game did not end within 40 decisions", None)[0] == "valid run"
