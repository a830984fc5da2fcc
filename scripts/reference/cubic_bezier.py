#!/usr/bin/env python3
"""Reference values for the Animation module's cubic-Bezier timing functions.

Regenerate the fixture from the repository root with:

    python3 scripts/reference/cubic_bezier.py > Tests/AnimationTests/Fixtures/timing-reference.json

It deliberately shares no method with the Swift code it checks. The Swift TimingFunction
expands the curve into polynomial coefficients and solves x(t) = progress in floating point
with Newton's method (bisection as a fallback). This script keeps the Bernstein form, works
in exact rational arithmetic (fractions.Fraction, control points read from their decimal
text), and bisects x(t) = progress for t until the bracket is narrower than 2^-50, then
evaluates y(t) exactly. Only the final y is rounded to a float. Standard library only.

A timing function is the cubic Bezier curve from (0, 0) through (c1x, c1y) and (c2x, c2y)
to (1, 1). With both x control points in 0...1, x(t) never decreases on 0...1, so bisection
brackets the single answer even where x'(t) = 0 (Newton's method alone can stall there).
"""

import json
import sys
from fractions import Fraction

# Name -> control points (c1x, c1y, c2x, c2y), as decimal text so they are read exactly.
CURVES = [
    # Core Animation's named timing functions (CAMediaTimingFunctionName).
    ("linear", ("0", "0", "1", "1")),
    ("easeIn", ("0.42", "0", "1", "1")),
    ("easeOut", ("0", "0", "0.58", "1")),
    ("easeInEaseOut", ("0.42", "0", "0.58", "1")),
    ("default", ("0.25", "0.1", "0.25", "1")),
    # The seed's curves: the bouncing layer's and the popping layer's timingFunction.
    ("seedBounce", ("0.455", "0.03", "0.515", "0.955")),
    ("seedPop", ("0.5", "1.43", "1", "1")),
    # y control points outside 0...1: the curve overshoots (back easings).
    ("easeInOutBack", ("0.68", "-0.55", "0.265", "1.55")),
    ("easeInBack", ("0.6", "-0.28", "0.735", "0.045")),
    ("easeOutBack", ("0.175", "0.885", "0.32", "1.275")),
    # x'(1/2) = 0: a flat spot in x(t) where Newton's method has no slope to follow.
    ("flatMiddle", ("1", "0", "0", "1")),
]

STEPS = 100  # progress 0, 0.01, ..., 1
BRACKET = Fraction(1, 2**50)


def bernstein(t, p1, p2):
    """One coordinate of the curve at parameter t, with end points 0 and 1."""
    s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t


def solve_t(progress, c1x, c2x):
    """The parameter t in 0...1 where x(t) = progress, by exact bisection."""
    low, high = Fraction(0), Fraction(1)
    while high - low > BRACKET:
        middle = (low + high) / 2
        if bernstein(middle, c1x, c2x) < progress:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def curve_samples(points):
    c1x, c1y, c2x, c2y = (Fraction(p) for p in points)
    samples = []
    for step in range(STEPS + 1):
        progress = Fraction(step, STEPS)
        t = solve_t(progress, c1x, c2x)
        samples.append([float(progress), float(bernstein(t, c1y, c2y))])
    return samples


def main():
    curves = [
        {"name": name, "controlPoints": [float(Fraction(p)) for p in points], "samples": curve_samples(points)}
        for name, points in CURVES
    ]
    document = {
        "generator": "scripts/reference/cubic_bezier.py (exact rational bisection)",
        "curves": curves,
    }
    json.dump(document, sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
