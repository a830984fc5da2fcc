import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A course whose every field tries to write escape sequences to the terminal: front matter
/// (YAML escapes), page text, headings, links, quiz questions, choices and hints (Markdown
/// character references), file names, values lint quotes, a file of raw control bytes, and
/// lines typed at the REPL. Every output is checked byte for byte.
@Suite(.serialized) struct ReliabilityInjectionTests {
    /// The course, and the injections that a reader of it must see escaped.
    struct HostileCourse {
        let folder: String
        let ledger: InjectionLedger
        var frontMatter: [Injection] = []
        var body: [Injection] = []
        var quiz: [Injection] = []
        var fileName: Injection
        var lintQuoted: [Injection] = []
        var rawFile: String { folder + "/01-hostile/04-raw.md" }
        var lessonFile: String { folder + "/01-hostile/01-hostile.md" }
    }

    static func makeCourse() throws -> HostileCourse {
        let ledger = InjectionLedger()
        let folder = NSTemporaryDirectory() + "pt-hostile-\(UUID().uuidString)"
        let section = folder + "/01-hostile"
        try FileManager.default.createDirectory(atPath: section, withIntermediateDirectories: true)
        let named = ledger.next("file name", .clipboardBEL)
        var course = HostileCourse(folder: folder, ledger: ledger, fileName: named)
        func yaml(_ place: String) -> String {
            let injection = ledger.next(place)
            course.frontMatter.append(injection)
            return injection.payload.yaml + injection.marker
        }
        func markdown(_ place: String, into list: WritableKeyPath<HostileCourse, [Injection]>) -> String {
            let injection = ledger.next(place)
            course[keyPath: list].append(injection)
            return injection.payload.markdown + injection.marker
        }
        try "---\ntitle: \"Hostile \(yaml("section title"))\"\n---\n".write(toFile: section + "/_section.md", atomically: true, encoding: .utf8)
        var lesson = "---\nid: hostile\ntitle: \"Title \(yaml("title"))\"\nsummary: \"Summary \(yaml("summary"))\"\n---\n\n"
        lesson += "Intro \(markdown("paragraph", into: \.body)) and *\(markdown("emphasis", into: \.body))*.\n\n"
        lesson += "[Link \(markdown("link text", into: \.body))](https://example.com/\(markdown("link target", into: \.body)))\n\n"
        lesson += "- Item \(markdown("list item", into: \.body))\n\n> Quote \(markdown("block quote", into: \.body))\n\n"
        lesson += "| Head |\n| --- |\n| Cell \(markdown("table cell", into: \.body)) |\n\n"
        lesson += "## Page \(markdown("heading", into: \.body))\n\nSecond page \(markdown("second page", into: \.body)).\n\n"
        lesson += "## Quiz\n\n### Which \(markdown("question", into: \.quiz))?\n\n"
        lesson += "- [x] Right \(markdown("choice", into: \.quiz))\n- [ ] Wrong \(markdown("choice", into: \.quiz))\n\n"
        lesson += "> Hint: \(markdown("hint", into: \.quiz))\n\n> Explanation: \(markdown("explanation", into: \.quiz))\n"
        try lesson.write(toFile: course.lessonFile, atomically: true, encoding: .utf8)
        // A name with an OSC 52 clipboard write, and no front matter, so lint names the file.
        try "Named by its file.\n".write(toFile: section + "/02-" + named.rawText + ".md", atomically: true, encoding: .utf8)
        // Values lint quotes back: an unknown key, a demo and a required lesson.
        var quoted = "---\ntitle: Quoted\n"
        for place in ["unknown key", "demo", "requires"] {
            let injection = ledger.next("lint: " + place)
            course.lintQuoted.append(injection)
            let value = "\"" + injection.payload.yaml + injection.marker + "\""
            quoted += place == "unknown key" ? value + ": x\n" : place == "demo" ? "demo: \(value)\n" : "requires: [\(value)]\n"
        }
        try (quoted + "---\nText.\n").write(toFile: section + "/03-quoted.md", atomically: true, encoding: .utf8)
        // Raw control bytes in text and in code: lint refuses the file, show renders it.
        var raw = "---\ntitle: Raw\n---\n\nText \(ledger.next("raw text").rawText)\n\n```swift\nlet s = \"\(ledger.next("raw code").rawText)\"\n```\n"
        raw += "\n    indented \(ledger.next("raw indented code").rawText)\n"
        try raw.write(toFile: course.rawFile, atomically: true, encoding: .utf8)
        // A file name that is not UTF-8, holding bytes that are not UTF-8 either.
        let badName = Array((section + "/05-bad").utf8) + [0xFF, 0xFE] + Array(".md".utf8)
        let descriptor = badName.withUnsafeBufferPointer { buffer in
            (buffer.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        guard descriptor >= 0 else { throw HarnessError("cannot create the file with a non-UTF-8 name") }
        _ = [UInt8](arrayLiteral: 0x2D, 0x2D, 0xC3, 0x28, 0xFF, 0x0A).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        return course
    }

    /// One text output: its bytes must be safe and show `expected` escaped.
    struct Checked {
        var name: String
        var bytes: Data
        var expected: [Injection]
    }

    static func check(_ output: Checked) {
        let problems = terminalUnsafeContent(output.bytes)
        #expect(problems.isEmpty, "\(output.name) wrote \(problems)")
        let text = String(decoding: output.bytes, as: UTF8.self)
        for injection in output.expected {
            #expect(text.contains(injection.visibleText),
                    "\(output.name): \(injection.place) not shown as \(injection.visibleText)\n\(text)")
        }
    }

    static func run(_ arguments: [String], input: String = "", inputBytes: Data? = nil, in course: HostileCourse) throws -> Data {
        let result = try runProcess(Project.binary, arguments, input: input, inputBytes: inputBytes,
                                    environment: ["NO_COLOR": "1", "COLUMNS": "100", "PATTERN_TUTOR_LESSONS": course.folder],
                                    timeout: 120)
        #expect(!result.timedOut && result.status < 128, "\(arguments) ended with \(result.status)")
        return result.outputBytes + result.errorBytes
    }

    @Test func textOutputsShowEveryInjectedSequenceEscaped() throws {
        let course = try Self.makeCourse()
        defer { try? FileManager.default.removeItem(atPath: course.folder) }
        let typed = course.ledger.next("typed at the prompt")
        // No `;`: demo --script separates commands with it.
        let demoLine = course.ledger.next("demo argument", .red)
        let unknownLesson = course.ledger.next("unknown lesson id", .windowTitle)
        let missingFile = course.ledger.next("missing file name", .clearScreen)
        let badWidth = course.ledger.next("bad option value", .c1CSI)
        // The REPL: lessons, both pages, the quiz answered, a hostile line typed, a live run.
        let session = ["lessons", "open " + typed.rawText, "open hostile", "next", "quiz hostile", "hint", "1", "", "stop",
                       "demo command", "do insert " + demoLine.rawText, "exit", "quit"].joined(separator: "\n") + "\n"
        let pages = course.frontMatter.filter { $0.place == "title" } + course.body
        var outputs = [
            Checked(name: "lessons", bytes: try Self.run(["lessons"], in: course),
                    expected: course.frontMatter.filter { $0.place != "summary" } + [course.fileName]),
            Checked(name: "lint", bytes: try Self.run(["lint", course.folder], in: course),
                    // An unknown key is quoted as written in the file (YAML escapes), so not expected here.
                    expected: course.lintQuoted.filter { $0.place != "lint: unknown key" } + [course.fileName]),
            Checked(name: "lint --format json", bytes: try Self.run(["lint", course.folder, "--format", "json"], in: course),
                    expected: []),
            Checked(name: "show FILE", bytes: try Self.run(["show", course.lessonFile], in: course),
                    expected: course.body + course.quiz),
            Checked(name: "show ID", bytes: try Self.run(["show", "hostile"], in: course), expected: course.body + course.quiz),
            Checked(name: "show (raw control bytes)", bytes: try Self.run(["show", course.rawFile], in: course),
                    expected: course.ledger.injections.filter { $0.place.hasPrefix("raw") }),
            Checked(name: "piped REPL", bytes: try Self.run([], input: session, in: course),
                    expected: pages + course.quiz + [typed, demoLine]),
            Checked(name: "--plain REPL", bytes: try Self.run(["--plain"], input: session, in: course),
                    expected: pages + course.quiz + [typed, demoLine]),
            Checked(name: "demo --script", bytes: try Self.run(["demo", "command", "--script", "do insert " + demoLine.rawText],
                                                              in: course), expected: [demoLine]),
            Checked(name: "unknown lesson", bytes: try Self.run(["lesson", unknownLesson.rawText], in: course),
                    expected: [unknownLesson]),
            Checked(name: "missing file", bytes: try Self.run(["show", missingFile.rawText + ".md"], in: course),
                    expected: [missingFile]),
            Checked(name: "bad option value", bytes: try Self.run(["show", "hostile", "--width", badWidth.rawText], in: course),
                    expected: [badWidth]),
        ]
        // Bytes that are not UTF-8, typed at the prompt and given as an argument.
        let invalidLine = Data("open caf".utf8) + Data([0xC3, 0x28, 0xFF, 0x1B]) + Data("[2J\nquit\n".utf8)
        outputs.append(Checked(name: "invalid UTF-8 typed", bytes: try Self.run(["--plain"], inputBytes: invalidLine, in: course),
                               expected: []))
        for output in outputs { Self.check(output) }

        SuiteFigures(id: "hostile-injection", title: "Terminal injection through text outputs",
                     tried: ["injected sequences": course.ledger.injections.count, "injected bytes": course.ledger.byteCount,
                             "outputs checked": outputs.count],
                     held: "lessons, lint (text and JSON), show (file, id, raw control bytes), the REPL piped and --plain, "
                         + "demo --script and error messages wrote no ESC, C0 or C1 control, bidirectional control or invalid "
                         + "UTF-8, and showed every injected sequence as a visible escape.").record()
    }

    /// The real binary full-screen under `script`, which keeps every byte curses writes. The
    /// screens must show each injection as a visible escape, and the bytes must hold none of
    /// the payloads: curses' own sequences are allowed, so each payload is looked for with
    /// the marker written after it, and sequences curses never sends (OSC, BEL, C1 and
    /// bidirectional controls) are looked for anywhere.
    @Test func cursesWritesNoInjectedSequence() throws {
        let course = try Self.makeCourse()
        defer { try? FileManager.default.removeItem(atPath: course.folder) }
        let typescript = NSTemporaryDirectory() + "pt-typescript-\(UUID().uuidString)"
        defer { unlink(typescript) }
        let app = "\(shellQuote(Project.binary)) --lessons \(shellQuote(course.folder))"
        let command = "script -q -e -c \(shellQuote(app)) \(shellQuote(typescript)); echo APP-ENDED; sleep 600"
        let session = try TmuxSession(command: "sh -c \(shellQuote(command))", width: 120, height: 40)
        defer { session.close() }
        func visible(_ place: String) -> String { course.ledger.injections.first { $0.place == place }!.visibleText }
        try session.waitFor(visible("title"), visible("section title"))
        try session.send("Enter")
        try session.waitFor(visible("paragraph"), visible("link text"), visible("table cell"))
        try session.send("n")
        try session.waitFor(visible("second page"))
        try session.send("Q")
        try session.waitFor(visible("question"))
        try session.send("h")
        try session.waitFor(visible("hint"))
        try session.send("1")
        try session.send("Enter")
        try session.waitFor(visible("explanation"))
        try session.send("q")
        try session.send("q")
        try session.send("q")
        try session.waitFor("APP-ENDED", timeout: 30)

        let bytes = try Data(contentsOf: URL(fileURLWithPath: typescript))
        let text = String(validating: bytes, as: UTF8.self)
        #expect(text != nil, "curses wrote bytes that are not UTF-8")
        for injection in course.ledger.injections {
            #expect(bytes.range(of: Data(injection.rawText.utf8)) == nil, "\(injection.place): its payload reached the terminal raw")
        }
        #expect(bytes.range(of: Data("\u{1B}]".utf8)) == nil, "an OSC sequence reached the terminal")
        #expect(!bytes.contains(0x07), "a BEL reached the terminal")
        let forbidden = (text ?? "").unicodeScalars.filter { (0x80...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
            || (0x2066...0x2069).contains($0.value) }
        #expect(forbidden.isEmpty, "C1 or bidirectional controls reached the terminal: \(forbidden.map(\.value))")

        SuiteFigures(id: "hostile-injection-curses", title: "Terminal injection through the full-screen app",
                     tried: ["injected sequences": course.ledger.injections.count, "injected bytes": course.ledger.byteCount,
                             "bytes curses wrote": bytes.count, "screens checked": 6],
                     held: "menu, both pages, the quiz question, hint and explanation showed every injection as a visible "
                         + "escape; the bytes curses wrote held no payload, no OSC, no BEL, no C1 or bidirectional control, "
                         + "and were UTF-8.").record()
    }
}
