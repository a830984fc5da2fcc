#!/usr/bin/env python3
"""Reference vectors for the SpacedRepetition module, written by the `fsrs` package itself.

The Swift scheduler is a port of py-fsrs (PyPI package `fsrs`, version 6.3.2, FSRS-6). This
script drives that package, with fuzzing off, through random review histories of single new
cards and records every card after every review, so the Swift tests can replay the same
histories and compare. It also records the range of intervals the reference's fuzzing can
produce for each unfuzzed interval, read from the reference's own `_get_fuzzed_interval` with
its random draw pinned to the two ends of [0, 1): the Swift fuzz generator differs (it is
seeded per card), so only those ranges can be compared.

Regenerate the fixture from the repository root with:

    python3 -m venv /tmp/fsrs-venv && /tmp/fsrs-venv/bin/pip install fsrs==6.3.2
    /tmp/fsrs-venv/bin/python scripts/reference/fsrs_vectors.py \
        > Tests/SpacedRepetitionTests/Fixtures/fsrs-reference-vectors.json

The seed is fixed, so the output is the same on every run. All times are whole seconds in UTC
(the scheduler configurations are chosen so no step is a fraction of a second), written as
ISO 8601 with a `Z`.
"""

import json
import math
import random
import sys
from datetime import datetime, timedelta, timezone
from importlib.metadata import version

import fsrs.scheduler as reference
from fsrs import Card, Rating, Scheduler

EXPECTED_VERSION = "6.3.2"
SEED = 20240601
DEFAULT_HISTORIES = 300
OTHER_HISTORIES = 60  # spread over the non-default configurations below
MINUTE, HOUR, DAY = 60, 3600, 86400

# Scheduler configurations: index 0 is the default the app uses; the others reach the step
# rules the default never does (one step, three steps, no steps) and other retentions and caps.
CONFIGURATIONS = [
    {},
    {"learning_steps": [timedelta(minutes=1), timedelta(minutes=5), timedelta(minutes=15)],
     "relearning_steps": [timedelta(minutes=5), timedelta(minutes=20)]},
    {"learning_steps": [timedelta(minutes=5)], "relearning_steps": []},
    {"learning_steps": [], "relearning_steps": [timedelta(minutes=30)]},
    {"desired_retention": 0.8, "maximum_interval": 60},
    {"desired_retention": 0.97, "maximum_interval": 365},
]


def iso(moment):
    assert moment.tzinfo == timezone.utc and moment.microsecond == 0, moment
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def next_review_time(rng, card, previous):
    """The next review's time: early, on time, a little late or very late, never before `previous`."""
    kind = rng.random()
    if kind < 0.22:  # same day, minutes or hours after the last review, whatever is due
        moment = previous + timedelta(seconds=rng.choice([0, rng.randint(1, 120 * MINUTE), rng.randint(2 * HOUR, 23 * HOUR)]))
    elif kind < 0.30:  # around one day after the last review: the short-term / long-term boundary
        moment = previous + timedelta(seconds=DAY + rng.choice([-1, 0, 1, rng.randint(-HOUR, HOUR)]))
    elif kind < 0.60:  # when due, give or take a little
        moment = card.due + timedelta(seconds=rng.randint(-2 * HOUR, 6 * HOUR))
    elif kind < 0.80:  # days late
        moment = card.due + timedelta(days=rng.randint(1, 20), seconds=rng.randint(0, DAY - 1))
    elif kind < 0.92:  # months late
        moment = card.due + timedelta(days=rng.randint(30, 400), seconds=rng.randint(0, DAY - 1))
    else:  # days early
        moment = card.due - timedelta(days=rng.randint(1, 10), seconds=rng.randint(0, DAY - 1))
    return max(moment, previous)


def history(rng, scheduler, index):
    start = datetime(2024, 1, 1, tzinfo=timezone.utc) + timedelta(seconds=rng.randint(0, 365 * DAY))
    card = Card(card_id=index + 1, due=start)
    moment = start
    reviews = []
    for position in range(rng.randint(1, 15)):
        if position > 0:
            moment = next_review_time(rng, card, moment)
        rating = rng.choices(list(Rating), weights=[20, 15, 45, 20])[0]
        retrievability = scheduler.get_card_retrievability(card, moment)
        card, _ = scheduler.review_card(card, rating, moment)
        reviews.append({
            "rating": int(rating),
            "time": iso(moment),
            "retrievabilityBefore": float(retrievability),
            "state": int(card.state),
            "step": card.step,
            "stability": card.stability,
            "difficulty": card.difficulty,
            "due": iso(card.due),
        })
    return reviews


def fuzz_ranges(maximum_interval, intervals):
    """For each unfuzzed interval, the smallest and largest fuzzed interval the reference can give."""
    scheduler = Scheduler(maximum_interval=maximum_interval, enable_fuzzing=True)
    pinned = reference.random
    rows = []
    try:
        for days in intervals:
            ends = []
            for draw in (0.0, math.nextafter(1.0, 0.0)):  # random() lies in [0, 1)
                reference.random = lambda draw=draw: draw
                ends.append(scheduler._get_fuzzed_interval(interval=timedelta(days=days)).days)
            rows.append({"interval": days, "min": ends[0], "max": ends[1]})
    finally:
        reference.random = pinned
    return {"maximumInterval": maximum_interval, "ranges": rows}


def main():
    assert version("fsrs") == EXPECTED_VERSION, f"expected fsrs {EXPECTED_VERSION}, found {version('fsrs')}"
    rng = random.Random(SEED)
    schedulers = [Scheduler(enable_fuzzing=False, **configuration) for configuration in CONFIGURATIONS]
    histories = []
    for index in range(DEFAULT_HISTORIES + OTHER_HISTORIES):
        which = 0 if index < DEFAULT_HISTORIES else 1 + index % (len(CONFIGURATIONS) - 1)
        histories.append({"scheduler": which, "reviews": history(rng, schedulers[which], index)})

    intervals = list(range(1, 101)) + [125, 150, 200, 300, 365, 500, 1000, 5000, 36000, 36499, 36500]
    document = {
        "generator": "scripts/reference/fsrs_vectors.py",
        "reference": f"fsrs {EXPECTED_VERSION} (PyPI), fuzzing off",
        "seed": SEED,
        "schedulers": [scheduler.to_dict() for scheduler in schedulers],
        "histories": histories,
        "fuzzRanges": [fuzz_ranges(36500, intervals), fuzz_ranges(60, list(range(1, 71)))],
    }
    # One history per line: small enough to commit, still readable in a diff.
    out = sys.stdout
    out.write("{\n")
    for key in ("generator", "reference", "seed", "schedulers", "fuzzRanges"):
        out.write(f" {json.dumps(key)}: {json.dumps(document[key], separators=(',', ':'))},\n")
    out.write(' "histories": [\n')
    for position, entry in enumerate(histories):
        tail = "," if position + 1 < len(histories) else ""
        out.write("  " + json.dumps(entry, separators=(",", ":")) + tail + "\n")
    out.write(" ]\n}\n")


if __name__ == "__main__":
    main()
