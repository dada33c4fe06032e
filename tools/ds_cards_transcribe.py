"""Transcription aid for Dai Senso! option cards: the numbers and titles the rulebook text gives (the players'
notes' historical card-play sequences, the Pending Cards, Selection Requirements Met and pre-selected cards of
the scenario set-ups). Run once; games/dai_senso/cards.yaml, which it printed, is the source (the card texts,
selection requirements and effects are not in the text: an owner of the cards adds them card by card).

    python tools/ds_cards_transcribe.py SEED.txt > games/dai_senso/cards.yaml"""
import re
import sys

FACTIONS = ["axis", "western", "soviet"]
PREFIX = {"axis": "ax", "western": "we", "soviet": "so"}


def main():
    lines = open(sys.argv[1], encoding="utf-8").read().replace("\u2013", "-").splitlines()
    cards = {}      # (faction, number) -> (name, prov)
    warns = []

    def add(f, num, name, prov):
        name = name.strip().strip("*").strip()
        key = (f, num)
        if key in cards:
            if cards[key][0].lower() != name.lower():
                warns.append(f"{f} card {num}: '{cards[key][0]}' kept, '{name}' ({prov}) differs")
            return
        cards[key] = (name, prov)

    # the three storyboards, in faction order (players' notes: Axis, Western, Soviet)
    rows = [i for i, l in enumerate(lines) if "<i>" in l]
    blocks, cur = [], []
    for i in rows:
        if cur and i != cur[-1] + 1:
            blocks.append(cur)
            cur = []
        cur.append(i)
    blocks.append(cur)
    for f, blk in zip(FACTIONS, blocks):
        for i in blk:
            parts = lines[i].split("\t")
            num = parts[1].strip()
            name = re.sub(r"</?i>", "", parts[2])
            add(f, num, name, "rulebook players' notes, historical card-play sequence")
    # set-ups: faction sections N.2 / N.3 / N.4 of scenarios 39-48
    sec = None
    for l in lines:
        m = re.match(r"^(39|4[0-8])\.([234]) ", l)
        if m:
            sec = (m.group(1), FACTIONS[int(m.group(2)) - 2])
            continue
        if re.match(r"^(39|4[0-8])\.[15] ", l) or re.match(r"^4[0-9]\. \d{4}", l):
            sec = None
        if not sec:
            continue
        if not ("Pending Card" in l or "Selection Requirements Met" in l or re.match(r"^- \*\*\w+-\w+ \d{4}:\*\* \d", l)):
            continue
        for num, name in re.findall(r"(\d+[ab]?) \(\*?([^*)]+)\*?\)", l):
            add(sec[1], num, name, f"rulebook \u00a7{sec[0]} set-up (option cards)")
    print("format: pacwar-cards/1")
    print("# Dai Senso! option cards: GENERATED once by tools/ds_cards_transcribe.py from the rulebook text; this file is")
    print("# now the source. Only the numbers and titles the text names are here (decks are larger); the card texts,")
    print("# Selection Requirements, political and conditional events are not in the text (notes.md, Option cards).")
    print("decks:")
    for f in FACTIONS:
        print(f"  - {{id: {f}_options, name: {f.title()} option cards, side: {f}, cite: \"1\", reshuffle: false, description: \"the faction's option cards: available (hand), Pending, Current, played (discard), removed\"}}")
    print("cards:")

    def sortkey(k):
        m = re.match(r"(\d+)([ab]?)", k[1])
        return (FACTIONS.index(k[0]), int(m.group(1)), m.group(2))
    for k in sorted(cards, key=sortkey):
        f, num = k
        name, prov = cards[k]
        cid = f"{PREFIX[f]}_{num}"
        nm = name.replace('"', "'")
        n = int(re.match(r"\d+", num).group(0))
        print(f"  - {{id: {cid}, deck: {f}_options, number: {n}, name: \"{nm}\", values: {{printed: \"{num}\"}}, prov: \"{prov}\"}}")
    for w in warns:
        print(w, file=sys.stderr)


if __name__ == "__main__":
    main()
