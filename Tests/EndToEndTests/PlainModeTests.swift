import Foundation
import Progress
import Testing

/// The same course through a pipe: a REPL with no escape codes.
@Suite struct PlainModeTests {
    @Test func walkThroughAPipe() throws {
        let result = try runProcess(Project.binary, ["--lessons", Project.lessons],
                                    input: "lessons\nopen 2\nnext\nwhere\nback\npage 3\nopn 1\nquit\n",
                                    environment: ["COLUMNS": "60", "TERM": "xterm-256color"])
        #expect(result.status == 0)
        let output = result.output
        #expect(!output.unicodeScalars.contains { $0.value == 0x1B }, "escape codes in plain output")
        #expect(output.contains("1. Welcome to PatternTutor [welcome]"))
        #expect(output.contains("== Lesson 2/4: Why patterns? (page 1/5) =="))
        #expect(output.contains("== Lesson 2/4: Why patterns? (page 2/5) =="))
        #expect(output.contains("Lesson 2 of 4, \"Why patterns?\": page 2 of 5"))
        #expect(output.contains("== Lesson 2/4: Why patterns? (page 3/5) =="))
        #expect(output.contains("Unknown command 'opn'. Did you mean: open?"))
        // Code comes as written (the terminal wraps it); everything else fits COLUMNS.
        let authored = try FileManager.default.subpathsOfDirectory(atPath: Project.lessons).filter { $0.hasSuffix(".md") }
            .map { try String(contentsOfFile: Project.lessons + "/" + $0, encoding: .utf8) }.joined(separator: "\n")
        for line in output.replacingOccurrences(of: "tutor> ", with: "").split(separator: "\n")
        where !(line.hasPrefix("    ") && authored.contains(line.dropFirst(4))) {
            #expect(line.count <= 60, "wider than COLUMNS: \(line)")
        }
    }

    /// `printf 'open 2\n\n\nquit\n' | pattern-tutor --plain`: two empty lines, two pages on.
    @Test func emptyLinesTurnThePages() throws {
        let result = try runProcess(Project.binary, ["--lessons", Project.lessons, "--plain"], input: "open 2\n\n\nwhere\nquit\n",
                                    environment: ["COLUMNS": "60"])
        #expect(result.status == 0)
        #expect(result.output.contains("== Lesson 2/4: Why patterns? (page 2/5) =="))
        #expect(result.output.contains("== Lesson 2/4: Why patterns? (page 3/5) =="))
        #expect(result.output.contains("Lesson 2 of 4, \"Why patterns?\": page 3 of 5"))
    }

    /// Plain mode is text first: the app's own rules, frames, gutters and trees come as words,
    /// blank lines and ASCII. Lines the lessons' authors drew stay as written.
    @Test func aWholeSessionPrintsNoBoxDrawingOfItsOwn() throws {
        let input = "help\nlessons\nopen 2\n\n\nopen singleton\nquiz\nhint\n1\n\n2\nstop\ndemo\ntour\n" + String(repeating: "\n", count: 8)
            + "state\nexit\nquit\n"
        let result = try runProcess(Project.binary, ["--lessons", Project.lessons, "--plain"], input: input,
                                    environment: ["PATTERN_TUTOR_QUIZ_SEED": "7"])
        #expect(result.status == 0)
        let output = result.output
        for expected in ["Commands:", "1. Welcome", "(page 2/", "(page 3/", "Quiz: Singleton", "Hint", "Step 2 of", "End of the tour."] {
            #expect(output.contains(expected), "the session did not reach '\(expected)'")
        }
        let authored = try FileManager.default.subpathsOfDirectory(atPath: Project.lessons).filter { $0.hasSuffix(".md") }
            .map { try String(contentsOfFile: Project.lessons + "/" + $0, encoding: .utf8) }.joined(separator: "\n")
        let drawn = output.split(separator: "\n").filter { line in
            line.unicodeScalars.contains { (0x2500...0x257F).contains($0.value) }
                && !authored.contains(line.trimmingCharacters(in: .whitespaces))
        }
        #expect(drawn.isEmpty, "box drawing the app drew itself:\n\(drawn.joined(separator: "\n"))")
        // The question is printed once; the hint and the verdict add only what is new.
        #expect(output.components(separatedBy: "Two threads read").count == 2)
    }

    @Test func everyStarterPageCanBeReadInOrder() throws {
        let listing = try runProcess(Project.binary, ["lessons", "--lessons", Project.lessons]).output
        // "  2. Why patterns? [why-patterns] 5 pages" -> 5
        let pageCounts = listing.split(separator: "\n").compactMap { line -> Int? in
            guard line.hasSuffix("pages") || line.hasSuffix("page") else { return nil }
            return Int(line.split(separator: " ").dropLast().last ?? "")
        }
        let total = pageCounts.reduce(0, +)
        #expect(pageCounts.count == 4)
        // Four more than the pages: the ends of the Singleton and Factory Method lessons offer
        // their quizzes first (where `next` goes on), the two sections after the first open
        // with their introductions, and the last `next` hears that the course is over.
        let input = "open 1\n" + String(repeating: "next\n", count: total + 4)
        let output = try runProcess(Project.binary, ["--plain", "--lessons", Project.lessons], input: input).output
        // The page headers, in order, must be every (lesson, page) exactly once.
        let headers = output.split(separator: "\n").filter { $0.hasPrefix("== Lesson ") }.map { line -> String in
            let lesson = line.dropFirst("== Lesson ".count).prefix { $0 != "/" }
            let page = line.split(separator: "(page ").last?.prefix { $0 != ")" } ?? ""
            return "\(lesson):\(page)"
        }
        let expected = pageCounts.enumerated().flatMap { lesson, pages in (1...pages).map { "\(lesson + 1):\($0)/\(pages)" } }
        #expect(headers == expected)
        #expect(output.contains("== End of lesson 3: Singleton =="))
        #expect(output.contains("1) Take its quiz (3 questions)\n2) Next lesson: Factory Method\n3) Back to the menu"))
        #expect(output.contains("That was the last page of the course."))
        #expect(output.split(separator: "\n").filter { $0.hasSuffix("(introduction) ==") } == [
            "== Section 2/3: Foundations (introduction) ==", "== Section 3/3: Creational patterns (introduction) ==",
        ])
    }

    @Test func dumbTerminalAndPlainFlagAlsoGivePlainMode() throws {
        let dumb = try runProcess(Project.binary, ["--lessons", Project.lessons], input: "where\n", environment: ["TERM": "dumb"])
        #expect(dumb.output.contains("In the lesson menu of Fixture course (course id fixture-course, 4 lessons,"))
        let flagged = try runProcess(Project.binary, ["--plain", "--lessons", Project.lessons], input: "open welcome\n")
        #expect(flagged.output.contains("== Lesson 1/4: Welcome to PatternTutor (page 1/3) =="))
        #expect(flagged.status == 0)
    }

    /// Answers the fixture's Singleton questions right, by the numbers printed.
    private func answerSingletonRight(_ session: PipeSession) throws {
        try session.answer("question 1/3 ==", verdict: "Right.") { try $0.number(ofChoice: "Swift runs the initialiser exactly once") }
        try session.answer("question 2/3 ==", verdict: "Right.") { session in
            try ["An actor", "A final class marked Sendable that keeps", "A final class marked Sendable whose"]
                .map { try session.number(ofChoice: $0) }.joined(separator: " ")
        }
        try session.answer("question 3/3 ==", verdict: "Right.") { _ in "dispatch_once" }
        try session.waitFor("> ")
        session.send("")
    }

    /// The choice lines of the quiz's first question, as printed.
    private func firstOrder(_ transcript: String) -> String {
        let first = transcript.components(separatedBy: "== Quiz: Singleton, question 1/3 ==")[1]
            .components(separatedBy: "(type the number")[0]
        return first.split(separator: "\n").filter { $0.first?.isNumber == true && $0.contains(") ") }.joined(separator: "\n")
    }

    /// `quiz --lesson` is a self-quiz of one lesson: never asked, so every question is new.
    @Test func quizSubcommandAsksEveryNewQuestionOfTheLesson() throws {
        let state = NSTemporaryDirectory() + "pt-quiz-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let review = try PipeSession(["quiz", "--lesson", "singleton", "--lessons", Project.lessons, "--state-dir", state])
        try answerSingletonRight(review)
        #expect(try review.finish() == 0)
        #expect(review.transcript.contains("== Self-quiz, question 1/3 =="))
        #expect(review.transcript.contains("== Self-quiz, question 3/3 =="))
        #expect(review.transcript.contains("From the lesson \"Singleton\"."))
        #expect(review.transcript.contains("3 right, 0 wrong, of 3 answered"))
        #expect(!review.transcript.contains("== Lesson"))
        // A lesson's whole quiz, in order, whatever the schedule.
        let whole = try PipeSession(["lesson", "singleton", "--quiz", "--lessons", Project.lessons, "--state-dir", state])
        try answerSingletonRight(whole)
        #expect(try whole.finish() == 0)
        #expect(whole.transcript.contains("== Quiz: Singleton, question 1/3 =="))
        #expect(whole.transcript.contains("Score: 3 of 3"))
        let none = try runProcess(Project.binary, ["quiz", "--lesson", "welcome", "--lessons", Project.lessons])
        #expect(none.status == 1)
        #expect(none.error == "pattern-tutor: The lesson 'welcome' has no questions.\n")
    }

    /// The same lesson's quiz twice, with two seeds: the choices come in another order, and
    /// answering by the numbers shown is scored right either way.
    @Test func theQuizSeedChangesTheOrderAndTheNumbersShownAreWhatCounts() throws {
        var orders: [String] = []
        for seed in ["1", "2"] {
            let session = try PipeSession(["lesson", "singleton", "--quiz", "--lessons", Project.lessons],
                                          environment: ["PATTERN_TUTOR_QUIZ_SEED": seed])
            try answerSingletonRight(session)
            #expect(try session.finish() == 0)
            #expect(session.transcript.contains("Score: 3 of 3"))
            orders.append(firstOrder(session.transcript))
        }
        #expect(orders[0] != orders[1], "seeds 1 and 2 gave the same order:\n\(orders[0])")
        // The same seed gives the same order again.
        let again = try PipeSession(["lesson", "singleton", "--quiz", "--lessons", Project.lessons],
                                    environment: ["PATTERN_TUTOR_QUIZ_SEED": "1"])
        try again.waitFor("> ")
        _ = try again.finish()
        #expect(firstOrder(again.transcript) == orders[0])
        let bad = try runProcess(Project.binary, ["lesson", "singleton", "--quiz", "--lessons", Project.lessons],
                                 environment: ["PATTERN_TUTOR_QUIZ_SEED": "soon"])
        #expect(bad.status == 1)
        #expect(bad.error.contains("PATTERN_TUTOR_QUIZ_SEED must be a whole number"))
    }

    @Test func theCourseReopensWhereItWasLeft() throws {
        let state = NSTemporaryDirectory() + "pt-resume-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        _ = try runProcess(Project.binary, ["--plain", "--lessons", Project.lessons, "--state-dir", state], input: "open 3\npage 4\n")
        let again = try runProcess(Project.binary, ["--plain", "--lessons", Project.lessons, "--state-dir", state], input: "where\n")
        #expect(again.output.contains("== Lesson 3/4: Singleton (page 4/5) =="))
        #expect(again.output.contains("Lesson 3 of 4, \"Singleton\": page 4 of 5"))
        let progress = try runProcess(Project.binary, ["progress", "--lessons", Project.lessons, "--state-dir", state])
        #expect(progress.status == 0)
        #expect(progress.output.contains("  ◐ 3. Singleton [singleton] 5 pages, 2 read\n"))
        #expect(progress.output.hasSuffix("0 of 4 lessons done, 2 of 19 pages read, 0 of 7 questions right.\n"))
    }

    /// Both start on a new state folder, so they also race to create the file: the loser must
    /// wait for it, not call it corrupt and move it aside (which lost one window's answers).
    @Test func twoInstancesAtOnceLoseNoAnswer() async throws {
        for _ in 0..<3 {
            let state = NSTemporaryDirectory() + "pt-two-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: state) }
            // Every answer wrong, then 'retry' again and again: three saved answers a round.
            let rounds = 15
            // The lesson's own quiz, which asks every question whatever their schedule (a
            // self-quiz would find them not due again once the other instance answered them).
            let arguments = ["lesson", "singleton", "--lessons", Project.lessons, "--state-dir", state]
            @Sendable func play() throws -> (status: Int32, output: String) {
                let session = try PipeSession(arguments)
                try session.waitFor("> ")
                session.send("quiz")
                for round in 0..<rounds {
                    if round > 0 { session.send("retry") }
                    // Wrong whatever the order: a choice known to be wrong, one of three right ones, a word.
                    try session.answer("question 1/3 ==", verdict: "Not quite.") { try $0.number(ofChoice: "Both threads may run the initialiser") }
                    try session.answer("question 2/3 ==", verdict: "Not quite.") { try $0.number(ofChoice: "An actor") }
                    try session.answer("question 3/3 ==", verdict: "Not quite.") { _ in "nope" }
                    try session.waitFor("results ==")
                    try session.waitFor("> ")
                }
                session.send("stop")
                let status = try session.finish()
                return (status, session.transcript)
            }
            async let first = Task.detached { try play() }.value
            async let second = Task.detached { try play() }.value
            let results = try await [first, second]
            #expect(results.allSatisfy { $0.status == 0 })
            #expect(!results.contains { $0.output.contains("could not be read") }, "a fresh file was called corrupt")
            #expect(try !FileManager.default.contentsOfDirectory(atPath: state).contains { $0.contains(".corrupt-") })
            #expect(try ProgressStore(directory: state, course: Project.courseId).answers().count == 2 * 3 * rounds)
        }
    }

    @Test func progressCanBeExportedImportedAndReset() throws {
        let home = NSTemporaryDirectory() + "pt-home-\(UUID().uuidString)"
        let other = NSTemporaryDirectory() + "pt-other-\(UUID().uuidString)"
        let file = NSTemporaryDirectory() + "pt-export-\(UUID().uuidString).json"
        defer { for path in [home, other, file] { try? FileManager.default.removeItem(atPath: path) } }
        let common = ["--lessons", Project.lessons]
        _ = try runProcess(Project.binary, ["--plain", "--state-dir", home] + common, input: "open 2\nnext\n")
        #expect(try runProcess(Project.binary, ["progress", "--export", file, "--state-dir", home] + common).output == "Wrote \(file).\n")
        let imported = try runProcess(Project.binary, ["progress", "--import", file, "--state-dir", other] + common)
        #expect(imported.output == "Imported \(file): 0 new answers, newer pages and place kept.\n")
        #expect(try runProcess(Project.binary, ["progress", "--state-dir", other] + common).output.contains("◐ 2. Why patterns? [why-patterns] 5 pages, 2 read"))

        let refused = try runProcess(Project.binary, ["progress", "--reset", "why-patterns", "--state-dir", other] + common)
        #expect(refused.status == 1)
        #expect(refused.error == "pattern-tutor: --reset asks first; with no terminal to ask, add --yes\n")
        let reset = try runProcess(Project.binary, ["progress", "--reset", "why-patterns", "--yes", "--state-dir", other] + common)
        #expect(reset.output == "Progress in the lesson 'why-patterns' was reset.\n")
        #expect(try runProcess(Project.binary, ["progress", "--state-dir", other] + common).output.contains("○ 2. Why patterns? [why-patterns] 5 pages, 0 read"))
        let bad = try runProcess(Project.binary, ["progress", "--import", Project.lessons + "/00-start/01-welcome.md", "--state-dir", other] + common)
        #expect(bad.status == 1)
        #expect(bad.error.hasPrefix("pattern-tutor: not a PatternTutor progress file"))
    }

    @Test func aCorruptProgressFileIsSetAsideAndTheLearnerTold() throws {
        let state = NSTemporaryDirectory() + "pt-corrupt-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        try Data(repeating: 0x42, count: 2048).write(to: URL(fileURLWithPath: state + "/progress.sqlite"))
        let result = try runProcess(Project.binary, ["--plain", "--lessons", Project.lessons, "--state-dir", state], input: "where\n")
        #expect(result.status == 0)
        let unwrapped = result.output.replacingOccurrences(of: "\n  ", with: " ")
        #expect(unwrapped.contains("! The progress file could not be read; it was moved to \(state)/progress.sqlite.corrupt-"))
        let names = try FileManager.default.contentsOfDirectory(atPath: state)
        #expect(names.contains { $0.hasPrefix("progress.sqlite.corrupt-") })
        #expect(names.contains("progress.sqlite"))
    }

    @Test func anUnwritableStateFolderStillRunsTheCourse() throws {
        let result = try runProcess(Project.binary, ["--plain", "--lessons", Project.lessons, "--state-dir", "/proc/no-such-place"],
                                    input: "open 1\nwhere\n")
        #expect(result.status == 0)
        #expect(result.output.replacingOccurrences(of: "\n  ", with: " ").contains("! Progress is not being saved: cannot create /proc/no-such-place"))
        #expect(result.output.contains("Lesson 1 of 4"))
    }

    @Test func lessonsFolderFromTheEnvironment() throws {
        let result = try runProcess(Project.binary, ["lessons"], environment: ["PATTERN_TUTOR_LESSONS": Project.lessons])
        #expect(result.status == 0)
        #expect(result.output.contains("1. Welcome to PatternTutor [welcome]"))
    }

    @Test func unknownTerminalTypeFallsBackToPlainMode() throws {
        // `script` gives the app a terminal; no terminfo entry exists for this TERM.
        let result = try runProcess("/usr/bin/script", ["-qec", "\(shellQuote(Project.binary)) --lessons \(shellQuote(Project.lessons))", "/dev/null"],
                                    input: "where\nquit\n", environment: ["TERM": "no-such-terminal"])
        #expect(result.output.contains("cannot start full-screen mode on TERM=no-such-terminal; using plain mode"))
        #expect(result.output.contains("In the lesson menu of Fixture course (course id fixture-course, 4 lessons,"))
    }

    @Test func lessonSubcommandStartsThere() throws {
        let result = try runProcess(Project.binary, ["lesson", "singleton", "--lessons", Project.lessons], input: "")
        #expect(result.output.contains("== Lesson 3/4: Singleton (page 1/5) =="))
    }

    @Test func globalOptionsWorkBeforeOrAfterTheSubcommand() throws {
        let before = try runProcess(Project.binary, ["--lessons", Project.lessons, "lessons"])
        let after = try runProcess(Project.binary, ["lessons", "--lessons", Project.lessons])
        #expect(before.status == 0)
        #expect(before.output == after.output)
        let plain = try runProcess(Project.binary, ["--plain", "--lessons", Project.lessons, "lesson", "singleton"], input: "")
        #expect(plain.output.contains("== Lesson 3/4: Singleton (page 1/5) =="))
    }

    @Test func lessonsSubcommandLists() throws {
        let result = try runProcess(Project.binary, ["lessons", "--lessons", Project.lessons])
        #expect(result.status == 0)
        #expect(result.output.contains("3. Singleton [singleton] 5 pages"))
    }

    @Test func badInputGetsOneClearLineAndAFailingStatus() throws {
        let missing = try runProcess(Project.binary, ["--lessons", "/nonexistent/course"])
        #expect(missing.status != 0)
        #expect(missing.error == "pattern-tutor: no lessons folder at /nonexistent/course\n")
        let unknown = try runProcess(Project.binary, ["lesson", "singletn", "--lessons", Project.lessons])
        #expect(unknown.status != 0)
        #expect(unknown.error == "pattern-tutor: no lesson 'singletn' (did you mean singleton?)\n")
        let noFile = try runProcess(Project.binary, ["show", "nowhere/file.md"])
        #expect(noFile.status != 0)
        #expect(noFile.error == "pattern-tutor: no such file: nowhere/file.md\n")
        let directory = try runProcess(Project.binary, ["show", Project.lessons])
        #expect(directory.status != 0)
        #expect(directory.error.hasSuffix("is a folder, not a Markdown file\n"))
    }

    @Test func skippedLessonsAreReportedAndTheRestLoads() throws {
        let folder = NSTemporaryDirectory() + "pt-broken-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/01-a", withIntermediateDirectories: true)
        try "---\ntitle: Fine\n---\nHello.".write(toFile: folder + "/01-a/01-fine.md", atomically: true, encoding: .utf8)
        try "---\ntitle: [oops\n---\nHello.".write(toFile: folder + "/01-a/02-broken.md", atomically: true, encoding: .utf8)
        try "---\ntitle: Code\n---\n```swift\nlet x = (1\n```\n".write(toFile: folder + "/01-a/03-code.md", atomically: true, encoding: .utf8)
        try "---\ntitle: Demo\ndemo: nothing-here\n---\nHello.".write(toFile: folder + "/01-a/04-demo.md", atomically: true, encoding: .utf8)
        let result = try runProcess(Project.binary, ["lessons", "--lessons", folder])
        #expect(result.status == 0)
        #expect(result.output == "A\n  1. Fine [fine] 1 page\n")
        #expect(result.error.contains("02-broken.md:2:8: error: front matter: not valid YAML: the '[' opened here is never closed"))
        // The app skips exactly what lint calls broken, Swift parsing and references included.
        #expect(result.error.contains("03-code.md:5:11: error: ```swift block does not parse"))
        #expect(result.error.contains("04-demo.md:3:1: error: demo 'nothing-here' is not a live run the app provides"))
    }
}

/// `show` renders Markdown to stdout like a pager-less glow.
@Suite struct ShowCommandTests {
    static let spec = Project.root.appendingPathComponent("Tests/MarkdownRenderingTests/Fixtures/commonmark-spec.txt").path

    @Test func rendersTheCommonMarkSpecWithoutACrash() throws {
        for width in ["20", "80", "200"] {
            let result = try runProcess(Project.binary, ["show", Self.spec, "--width", width])
            #expect(result.status == 0, "show failed at width \(width): \(result.error)")
            #expect(result.output.contains("What is Markdown?"))
            #expect(!result.output.unicodeScalars.contains { $0.value == 0x1B })
            let limit = Int(width)!
            #expect(result.output.split(separator: "\n").allSatisfy { $0.count <= limit })
        }
    }

    @Test func rendersALessonById() throws {
        let result = try runProcess(Project.binary, ["show", "singleton", "--lessons", Project.lessons, "--width", "70"])
        #expect(result.status == 0)
        #expect(result.output.contains("How Swift builds one"))
        // The quiz is previewed with its answers marked; the question ids stay hidden.
        #expect(result.output.contains("Quiz\n────"))
        #expect(result.output.contains("[x] Swift runs the initialiser exactly once"))
        #expect(result.output.contains("Answer: dispatch_once | dispatch_once() | dispatch_once_f"))
        #expect(!result.output.contains("<!--"))
    }

    @Test func styledOnATerminalAndNoColorKeepsBold() throws {
        let file = NSTemporaryDirectory() + "pt-show-\(UUID().uuidString).md"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try "# Title\n\n**bold** and `code`".write(toFile: file, atomically: true, encoding: .utf8)
        // `script` gives the command a terminal for stdout.
        let styled = try runProcess("/usr/bin/script", ["-qec", "\(shellQuote(Project.binary)) show \(shellQuote(file)) --width 40", "/dev/null"],
                                    environment: ["TERM": "xterm-256color", "NO_COLOR": ""])
        #expect(styled.output.contains("\u{1B}[1;4;36mTitle"))
        #expect(styled.output.contains("\u{1B}[35mcode"))
        let noColor = try runProcess("/usr/bin/script", ["-qec", "\(shellQuote(Project.binary)) show \(shellQuote(file)) --width 40", "/dev/null"],
                                     environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
        #expect(noColor.output.contains("\u{1B}[1;4mTitle"))
        #expect(noColor.output.contains("\u{1B}[1mbold"))
        #expect(!noColor.output.contains("\u{1B}[35m"))
    }
}

/// `lint` from the command line: exit status and output forms.
@Suite struct LintCommandTests {
    @Test func theShippedCourseLintsCleanAndEveryLessonRenders() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Project.shippedLessons).filter { $0.hasSuffix(".md") }
        let result = try runProcess(Project.binary, ["lint", Project.shippedLessons])
        #expect(result.status == 0)
        // Every Markdown file and the course's manifest.
        #expect(result.output == "lint: no problems in \(files.count + 1) files\n")
        let listing = try runProcess(Project.binary, ["lessons", "--lessons", Project.shippedLessons])
        // "  2. Why patterns? [why-patterns] 5 pages" -> why-patterns
        let ids = listing.output.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /\[([a-z0-9-]+)\] \d+ pages?$/).map { String($0.output.1) }
        }
        let lessons = files.filter { !($0 as NSString).lastPathComponent.hasPrefix("_section") }
        #expect(ids.count == lessons.filter { !$0.hasSuffix(".ru.md") }.count)
        // By file, translations too: `show <id>` would load the whole course for each lesson.
        for file in lessons {
            let shown = try runProcess(Project.binary, ["show", Project.shippedLessons + "/" + file, "--width", "80"])
            #expect(shown.status == 0 && shown.error.isEmpty, "\(file): \(shown.error)")
            #expect(shown.output.split(separator: "\n").count > 20, "\(file) rendered too little")
        }
    }

    @Test func newWritesALessonThatLintsClean() throws {
        let folder = NSTemporaryDirectory() + "pt-new-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let first = try runProcess(Project.binary, ["new", "factory-method", "--section", "02-creational", "--lessons", folder])
        #expect(first.status == 0)
        #expect(first.output.hasPrefix("Made the section folder \(folder)/02-creational\nWrote \(folder)/02-creational/01-factory-method.md\n"))
        let second = try runProcess(Project.binary, ["new", "builder", "--section", "02-creational", "--title", "Builder", "--lessons", folder])
        #expect(second.output.hasPrefix("Wrote \(folder)/02-creational/02-builder.md\n"))
        #expect(try runProcess(Project.binary, ["lint", folder]).output == "lint: no problems in 3 files\n")
        let again = try runProcess(Project.binary, ["new", "builder", "--section", "02-creational", "--lessons", folder])
        #expect(again.status == 1)
        #expect(again.error == "pattern-tutor: the id 'builder' is already used by \(folder)/02-creational/02-builder.md: choose another\n")
        let listing = try runProcess(Project.binary, ["lessons", "--lessons", folder]).output
        #expect(listing == "Creational\n  1. Factory Method [factory-method] 3 pages\n  2. Builder [builder] 3 pages\n")
        // The course has a section now: a slip in its name is refused, the nearest offered.
        let misspelt = try runProcess(Project.binary, ["new", "adapter", "--section", "02-creatonal", "--lessons", folder])
        #expect(misspelt.status == 1)
        #expect(misspelt.error.contains("no section folder '02-creatonal' (did you mean 02-creational?)"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/02-creatonal"))
        let elsewhere = try runProcess(Project.binary, ["new", "builder", "--section", "03-structural", "--create-section", "--lessons", folder])
        #expect(elsewhere.error.contains("the id 'builder' is already used"), "an id is the course's, not the section's")
        let created = try runProcess(Project.binary, ["new", "adapter", "--section", "03-structural", "--create-section",
                                                      "--title", "Adapter: the \"wrapper\"", "--lessons", folder])
        #expect(created.status == 0)
        #expect(try runProcess(Project.binary, ["lint", folder]).output == "lint: no problems in 5 files\n")
    }

    @Test func errorsFailTheRunAndJSONIsAvailable() throws {
        let folder = NSTemporaryDirectory() + "pt-lint-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/01-a", withIntermediateDirectories: true)
        try "---\ntitle: X\n---\nT\n\n## Quiz\n### Q?\n- [ ] a\n".write(toFile: folder + "/01-a/01-x.md", atomically: true, encoding: .utf8)
        let text = try runProcess(Project.binary, ["lint", folder])
        #expect(text.status == 1)
        #expect(text.output == "\(folder)/01-a/01-x.md:7:1: error: question 'Q?' marks no choice correct with [x] [quiz-question]\nlint: 1 error, 0 warnings in 1 file\n")
        let json = try runProcess(Project.binary, ["lint", folder, "--format", "json"])
        #expect(json.status == 1)
        #expect(json.output.contains("\"errors\" : 1"))
        let missing = try runProcess(Project.binary, ["lint", "/nonexistent"])
        #expect(missing.status == 1)
        #expect(missing.error == "pattern-tutor: no such file or folder: /nonexistent\n")
    }
}

/// `quit` ends the program from any screen of plain mode, as `:q` and `:quit` do: nothing
/// typed after it runs.
@Suite struct PlainQuitTests {
    @Test(arguments: ["demo singleton", "quiz singleton", "game", "review", "review all", "demo factory-method"],
          ["quit", ":q", ":quit"])
    func quitEndsTheProgramFromEveryScreen(screen: String, quit: String) throws {
        let state = NSTemporaryDirectory() + "pt-quit-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let result = try runProcess(Project.binary, ["--plain", "--lessons", Project.lessons],
                                    input: "\(screen)\n\(quit)\nlessons\n",
                                    environment: ["COLUMNS": "80", "PATTERN_TUTOR_STATE": state])
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.output.contains("\n! ") && !result.output.contains("> ! "), "an error line:\n\(result.output)")
        #expect(result.error.isEmpty, "\(result.error)")
        #expect(!result.output.contains("1. Welcome to PatternTutor"), "the lesson list ran after \(quit):\n\(result.output)")
    }
}

/// Plain mode at a real terminal: the line is edited as in a shell.
@Suite(.serialized) struct PlainModeAtATerminalTests {
    @Test func upRecallsTheLastLineAndCtrlCLeavesTheTerminalAsItWas() throws {
        let (session, stateFile) = try startApp(arguments: "--plain")
        defer { session.close() }
        try session.waitFor("tutor>")
        try session.type("where")
        try session.send("Enter")
        try session.waitFor("In the lesson menu")
        try session.send("Up")
        let recalled = try session.waitForScreen("the line recalled") { $0.split(separator: "\n").last == "tutor> where" }
        #expect(!recalled.contains("^["), "an arrow key was printed rather than read")
        try session.send("Enter")
        try session.waitForScreen("where, run again") { $0.components(separatedBy: "In the lesson menu").count == 3 }
        try session.type("half a line")
        try session.waitFor("tutor> half a line")
        try session.send("C-c")
        let state = try terminalState(after: session, file: stateFile)
        #expect(state.hasPrefix("exit=130"), "exit status: \(state.prefix(12))")
        try expectTerminalRestored(state, session)
    }
}
