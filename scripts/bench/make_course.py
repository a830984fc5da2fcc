#!/usr/bin/env python3
"""Writes a synthetic PatternTutor course for `make bench`: N lessons in sections of 100, each
with front matter, four pages (prose, a Swift code block, a list, a table) and a five-question
quiz that mixes single choice, multiple choice and typed answers.

The text is generated, not taken from anywhere, and the same N always gives the same files,
so timings compare across runs and machines.

    scripts/bench/make_course.py 1000 .build/bench/course-1000
"""
import os
import random
import shutil
import sys

WORDS = ("object pattern factory observer state strategy adapter decorator facade proxy "
         "builder command iterator visitor protocol value type reference copy share notify "
         "subscribe render layer view model controller store action reducer effect queue "
         "thread actor lock cache pool instance clone prototype composite bridge flyweight").split()


def sentence(rng, words=12):
    text = " ".join(rng.choice(WORDS) for _ in range(words))
    return text[0].upper() + text[1:] + "."


def paragraph(rng, sentences=4):
    return " ".join(sentence(rng, rng.randint(8, 16)) for _ in range(sentences))


def code_block(rng, number):
    name = f"Widget{number}"
    lines = [f"struct {name} {{",
             "    var count = 0",
             "",
             "    mutating func step(by amount: Int) -> Int {",
             "        count += amount",
             "        return count",
             "    }",
             "}",
             "",
             f"var widget = {name}()",
             f"print(widget.step(by: {rng.randint(1, 9)}))"]
    return "```swift\n" + "\n".join(lines) + "\n```"


def table(rng):
    rows = ["| Pattern | Family | Uses |", "| --- | --- | --- |"]
    for _ in range(4):
        rows.append(f"| {rng.choice(WORDS)} | {rng.choice(WORDS)} | {rng.randint(1, 99)} |")
    return "\n".join(rows)


def lesson(rng, number):
    pages = []
    pages.append(f"## Intent\n\n{paragraph(rng)}\n\n{paragraph(rng)}")
    pages.append(f"## In code\n\n{paragraph(rng, 2)}\n\n{code_block(rng, number)}\n\n{paragraph(rng, 2)}")
    items = "\n".join(f"- {sentence(rng, 6)}" for _ in range(5))
    pages.append(f"## When to use it\n\n{paragraph(rng, 2)}\n\n{items}\n\n{paragraph(rng, 2)}")
    pages.append(f"## Compared\n\n{paragraph(rng, 2)}\n\n{table(rng)}\n\n{paragraph(rng, 3)}")
    quiz = ["## Quiz"]
    for question in range(5):
        kind = question % 3
        title = f"Question {question + 1} of lesson {number}: {sentence(rng, 6)[:-1]}?"
        quiz.append(f"### {title}")
        if kind == 0:
            right = rng.randrange(4)
            quiz += [f"- [{'x' if i == right else ' '}] {sentence(rng, 4)[:-1]}" for i in range(4)]
        elif kind == 1:
            quiz += [f"- [{'x' if i % 2 == 0 else ' '}] {sentence(rng, 4)[:-1]}" for i in range(4)]
        else:
            quiz.append(f"Answer: {rng.choice(WORDS)} | {rng.choice(WORDS)} pattern")
        quiz.append(f"\n> Hint: {sentence(rng, 8)}\n\n> Explanation: {sentence(rng, 14)}\n")
    front = (f"---\nid: lesson-{number}\ntitle: Lesson {number}\n"
             f"summary: {sentence(rng, 8)}\ntags: [{rng.choice(WORDS)}, synthetic]\n---\n\n")
    return front + "\n\n".join(pages) + "\n\n" + "\n".join(quiz) + "\n"


def main():
    if len(sys.argv) != 3 or not sys.argv[1].isdigit():
        sys.exit("usage: make_course.py LESSONS OUTPUT_DIR")
    count, output = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(count)
    if os.path.isdir(output):
        shutil.rmtree(output)
    for number in range(1, count + 1):
        section = (number - 1) // 100
        folder = os.path.join(output, f"{section:03d}-section-{section}")
        if not os.path.isdir(folder):
            os.makedirs(folder)
            with open(os.path.join(folder, "_section.md"), "w") as file:
                file.write(f"---\ntitle: Section {section}\n---\n\nSynthetic lessons {section * 100 + 1} on.\n")
        with open(os.path.join(folder, f"{(number - 1) % 100 + 1:03d}-lesson-{number}.md"), "w") as file:
            file.write(lesson(rng, number))
    print(f"wrote {count} lessons to {output}")


if __name__ == "__main__":
    main()
