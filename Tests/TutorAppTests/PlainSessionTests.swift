import Course
import CourseTestSupport
import Testing
@testable import TutorApp

@Suite struct PlainSessionTests {
    private func transcript(_ input: [String], width: Int = 50, start: String? = nil) -> String {
        var output = ""
        let session = PlainSession(course: Fixtures.course, width: width) { output += $0 }
        var lines = input[...]
        session.run(readLine: { lines.popFirst() }, startingAt: start)
        return output
    }

    @Test func walksTheCourseWithCommands() {
        let output = transcript(["lessons", "open 2", "next", "where", "back", "page 3", "lessons", "quit", "lessons"])
        #expect(output.hasPrefix("PatternTutor: 3 lessons, Lessons (course\n  lessons)."))
        // Words, not ○ ◐ ● marks, for screen readers.
        #expect(output.contains("Creational\n  2. Singleton [singleton] 3 pages, 0 read\n"))
        #expect(output.contains("Creational\n  2. Singleton [singleton] 3 pages, 3 read, done\n"))
        #expect(output.contains("1 of 3 lessons done, 3 of 6 pages read."))
        #expect(output.contains("== Lesson 2/3: Singleton (page 1/3) =="))
        #expect(output.contains("Paragraph 12 of Intent"))
        #expect(output.contains("== Lesson 2/3: Singleton (page 2/3) =="))
        #expect(output.contains("Lesson 2 of 3, \"Singleton\": page 2 of 3, \"Trap\"."))
        #expect(output.contains("== Lesson 2/3: Singleton (page 3/3) =="))
        // Nothing after quit runs.
        #expect(output.components(separatedBy: "Creational\n").count == 3)
    }

    /// As in a pager: Enter on an empty line turns the page; on the list it does nothing.
    @Test func anEmptyLineTurnsThePage() {
        let output = transcript(["", "open 2", "", "", "where"])
        #expect(output.components(separatedBy: "Singleton (page 1/3) ==").count == 2, "the empty line on the list opened nothing")
        #expect(output.contains("== Lesson 2/3: Singleton (page 2/3) =="))
        #expect(output.contains("== Lesson 2/3: Singleton (page 3/3) =="))
        #expect(output.contains("Lesson 2 of 3, \"Singleton\": page 3 of 3, \"Costs\"."))
        #expect(!output.contains("Unknown command"))
    }

    @Test func outputHasNoEscapeCodesAndFitsTheWidth() {
        let output = transcript(["open 2", "next", "help"], width: 30)
        #expect(!output.unicodeScalars.contains { $0.value == 0x1B })
        for line in output.replacingOccurrences(of: "tutor> ", with: "").split(separator: "\n") {
            #expect(line.count <= 30, "too wide: \(line)")
        }
    }

    @Test func unknownCommandsGetAOneLineHint() {
        let output = transcript(["opne 1"], width: 120)
        #expect(output.contains("! Unknown command 'opne'. Did you mean: open? Type 'help' for the list.\n"))
    }

    @Test func endOfInputEndsTheSession() {
        let output = transcript(["open 1"])
        #expect(output.hasSuffix("tutor> \n"))
    }

    /// The end of input is a quit: a game in progress is saved as it is when `quit` is typed.
    @Test func endOfInputSavesAGameInProgress() {
        var records: [ProgressRecord] = []
        let session = PlainSession(course: Fixtures.course, width: 60, recorder: { records.append($0) }) { _ in }
        session.runtime.configure { $0.gameOptions = GameOptions(nextSeed: 3) }
        var lines = ["game", "1", "2"][...]
        session.run(readLine: { lines.popFirst() }, opening: [])
        let games = records.compactMap { if case .gamePlayed(let game) = $0 { game } else { nil } }
        #expect(games.count == 1)
        #expect(games.first?.turns == 2)
    }

    @Test func canStartAtALesson() {
        let output = transcript([], start: "factory-method")
        #expect(output.contains("== Lesson 3/3: Factory Method (page 1/1) =="))
        #expect(output.contains("end of the course"))
    }

    @Test func skippedLessonsAreListed() {
        let output = transcript([], width: 120)
        #expect(output.contains("Skipped 1 lesson file with errors ('problems' lists them again):\n  Lessons/01-creational/09-broken.md:2:1: error: front matter: not valid YAML [front-matter]"))
    }
}

@Suite struct PlainSessionSafetyTests {
    @Test func titlesAndEchoedInputNeverCarryRawControls() {
        let hostile = Course(sections: [LessonSection(title: "Sec\u{1B}[31m", folder: "x", lessons: [
            Lesson(id: "evil", title: "Evil \u{1B}[31mRED\u{07}", pages: [LessonPage(title: "P", markdown: "Body \u{1B}[2J", line: 1)],
                   file: "e.md", sectionTitle: "Sec"),
        ])])
        var output = ""
        let session = PlainSession(course: hostile, width: 80) { output += $0 }
        var lines = ["lessons", "open 1", "where", "open \u{1B}[31mX", "foo\u{1B}[2J"][...]
        session.run(readLine: { lines.popFirst() })
        #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(output.contains("Evil ^[[31mRED^G"))
        #expect(output.contains("No lesson '^[[31mX'"))
        #expect(output.contains("Unknown command 'foo^[[2J'"))
    }
}
