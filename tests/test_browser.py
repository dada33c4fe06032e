"""The board in a real headless browser (issue 16): a full Pearl Harbor match played by clicking, on the map
where a decision is about a piece (its counter) or a space, and on the choice buttons otherwise, with an undo,
a save and a load.

Needs the web extra, playwright (pip) and a system Chromium (apt-get install chromium; playwright's own
browser download is not used). Skipped with the reason when any is missing."""
from __future__ import annotations

import os
import random
import shutil
import socket
import threading
import time
from pathlib import Path

import pytest

pytest.importorskip("fastapi", reason="the web extra is not installed: pip install 'pacwar[web]'")
uvicorn = pytest.importorskip("uvicorn", reason="the web extra is not installed: pip install 'pacwar[web]'")
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed: pip install playwright")

CHROMIUM = os.environ.get("PACWAR_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
if not CHROMIUM:
    pytest.skip("no system Chromium (apt-get install chromium, or set PACWAR_CHROMIUM)", allow_module_level=True)

from pacwar.web.app import create_app  # noqa: E402


def _serve(app):
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()
    srv = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    t = threading.Thread(target=srv.run, daemon=True)
    t.start()
    while not srv.started:
        if not t.is_alive():
            pytest.fail("the server did not start")
        time.sleep(0.05)
    return srv, t, f"http://127.0.0.1:{port}/"


@pytest.fixture(scope="module")
def server():
    srv, t, url = _serve(create_app())
    yield url
    srv.should_exit = True
    t.join()


@pytest.fixture(scope="module")
def page():
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
        pg = browser.new_page(viewport={"width": 1600, "height": 1000})
        yield pg
        browser.close()


def _rev(page) -> int:
    return int(page.evaluate("document.body.dataset.rev || 0"))


def _click_and_wait(page, locator) -> None:
    before = _rev(page)
    locator.scroll_into_view_if_needed()
    locator.click(force=True)
    page.wait_for_function(f"Number(document.body.dataset.rev || 0) > {before} || "
                           f"document.getElementById('error').textContent !== ''", timeout=60_000)
    assert page.text_content("#error") == "", page.text_content("#error")


FIND_POINT = """([key, value]) => {
  // a point of the viewport where a click lands on this space (its cell, node or chip) or this choice's
  // counter (key "space" or "choice"), if any is visible
  for (const el of document.querySelectorAll(`#map [data-${key}="${value}"]`)) {
    el.scrollIntoView({block: "center", inline: "center"});
    const r = el.getBoundingClientRect();
    for (const fx of [0.5, 0.3, 0.7, 0.2, 0.8]) for (const fy of [0.5, 0.3, 0.7, 0.2, 0.8]) {
      const x = r.left + fx * r.width, y = r.top + fy * r.height;
      const hit = document.elementFromPoint(x, y);
      if (hit && hit.dataset && hit.dataset[key] === value) return [x, y];
    }
  }
  return null;
}"""


def _click_space(page, space, key="space") -> bool:
    """Click the map where the space (or with key "choice", the counter of that choice) is, with the mouse;
    False if no visible point of it takes the click."""
    at = page.evaluate(FIND_POINT, [key, space])
    if at is None:
        return False
    before = _rev(page)
    page.mouse.click(at[0], at[1])
    page.wait_for_function(f"Number(document.body.dataset.rev || 0) > {before} || "
                           f"document.getElementById('error').textContent !== ''", timeout=60_000)
    assert page.text_content("#error") == "", page.text_content("#error")
    return True


def _start(page, url, game, scenario, seed=1):
    page.goto(url)
    # the first list of scenarios loads every game: on a busy machine that may take a while (not timed)
    page.wait_for_selector("#scenario option", state="attached", timeout=180_000)
    value = page.eval_on_selector(
        "#scenario", f"s => [...s.options].find(o => o.dataset.game === '{game}' && o.dataset.scenario === "
                     f"'{scenario}').value")
    page.select_option("#scenario", value)
    page.fill("#seed", str(seed))
    page.select_option("#agent-0", "human")
    page.select_option("#agent-1", "random")
    _click_and_wait(page, page.locator("#start"))


def test_a_full_pearl_harbor_match_by_clicking(server, page, tmp_path):
    _start(page, server, "orange_swan", "pearl_harbor")
    rng = random.Random(1)
    clicks = map_clicks = counter_clicks = 0
    undone = shot = False
    while page.get_attribute("#status", "data-over") != "1":
        buttons = page.locator("button.act")
        # the choices and the map's counters, read in one call (the page's own data attributes)
        opts, shown = page.evaluate("""() => [
          [...document.querySelectorAll('button.act')].map(b => [b.id.slice(4), b.dataset.space, b.dataset.counter]),
          [...document.querySelectorAll('#map [data-choice]')].map(c => c.dataset.choice)]""")
        n = len(opts)
        assert n > 0, "no choice offered and the game is not over"
        # a counter on the map for each option about a piece on the map, and for no other
        assert sorted(shown) == sorted(c for c, _, counter in opts if counter == "1")
        if not shot and clicks >= 10 and len(shown) >= 3 and os.environ.get("PACWAR_SCREENSHOT"):
            page.select_option("#zoom", "2")   # the map drawn twice as large, so the counters read
            page.evaluate("document.querySelector('#map [data-choice]').scrollIntoView({block: 'center', "
                          "inline: 'center'})")
            page.screenshot(path=os.environ["PACWAR_SCREENSHOT"], full_page=False)
            shot = True
        i = rng.randrange(n)
        choice, space, counter = opts[i]
        same = [o for o in opts if o[1] == space] if space else []
        if counter == "1" and _click_space(page, choice, "choice"):
            # the option is about a piece: it was chosen by clicking that piece's counter on the map
            counter_clicks += 1
        elif space and len(same) == 1 and _click_space(page, space):
            # the option is the only one about this space: it was chosen by clicking the space on the map
            map_clicks += 1
        else:
            _click_and_wait(page, buttons.nth(i))
        clicks += 1
        if not undone and page.is_enabled("#undo"):
            decisions = page.text_content("#phase")
            _click_and_wait(page, page.locator("#undo"))
            assert page.text_content("#phase") != decisions   # back to the decision before
            undone = True
        if clicks == 5:   # a save downloaded mid-game loads back into a game at the same point
            with page.expect_download() as dl:
                page.click("#save")
            saved = tmp_path / "mid.json"
            dl.value.save_as(saved)
            assert '"pacwar-save/1"' in saved.read_text()
        assert clicks < 2000
    status = page.text_content("#status")
    assert status.startswith("Game over")
    print(f"pearl_harbor by clicking: {clicks} decisions, {counter_clicks} on counters, {map_clicks} on spaces")
    assert clicks > 50 and map_clicks > 0 and counter_clicks > 0 and undone
    # the log shows rule citations linked to their sections
    page.locator("#log a.cite").first.click()
    assert page.text_content("#section").startswith("§")


def test_loading_a_save_continues_the_game(server, page, tmp_path):
    _start(page, server, "great_pacific_war", "first_turn_1930", seed=2)
    _click_and_wait(page, page.locator("button.act").first)
    with page.expect_download() as dl:
        page.click("#save")
    saved = tmp_path / "save.json"
    dl.value.save_as(saved)
    phase = page.text_content("#phase")
    page.goto(server)
    page.wait_for_selector("#scenario option", state="attached")
    before = _rev(page)
    page.set_input_files("#loadfile", str(saved))
    page.wait_for_function(f"Number(document.body.dataset.rev || 0) > {before}")
    assert page.text_content("#phase") == phase
    assert page.locator("button.act").count() > 0


def test_a_replay_steps_through_a_save(page):
    from pacwar.web.session import Session
    s = Session.new("great_pacific_war", "first_turn_1930", seed=3, agents=["human", "human"])
    for _ in range(4):
        s.act(s.state.current_player(), 0)
    srv, t, url = _serve(create_app(replay=s.save()))
    try:
        page.goto(url)
        page.wait_for_function("Number(document.body.dataset.rev || 0) > 0")
        assert page.text_content("#stepinfo") == "0 / 4"
        _click_and_wait(page, page.locator("#next"))
        assert page.text_content("#stepinfo") == "1 / 4"
        _click_and_wait(page, page.locator("#last"))
        assert page.text_content("#stepinfo") == "4 / 4"
        assert page.locator("button.act").count() == 0   # a replay shows decisions, it does not take them
        _click_and_wait(page, page.locator("#first"))
        assert page.text_content("#stepinfo") == "0 / 4"
    finally:
        srv.should_exit = True
        t.join()
