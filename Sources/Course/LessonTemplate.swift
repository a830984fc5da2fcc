/// The lesson `pattern-tutor new` writes: it passes lint as it stands and shows every
/// part of the format, so an instructor edits rather than starts from a blank page.
public enum LessonTemplate {
    /// `text` as a double-quoted YAML string, so a title holding `:`, `#` or quotes stays a
    /// title (`Adapter: the "wrapper"` unquoted is YAML that does not parse).
    public static func yamlString(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    quoted += "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPaddedHex()
                } else {
                    quoted.unicodeScalars.append(scalar)
                }
            }
        }
        return quoted + "\""
    }

    public static func text(id: String, title: String) -> String {
        """
        ---
        id: \(id)
        title: \(yamlString(title))
        summary: One sentence on what the learner takes away.
        tags: [draft]
        ---

        Text before the first `##` heading is the first page. Say here what problem the
        pattern solves, in a sentence or two.

        ## The idea

        Each `##` heading starts a new page. Keep a page to about one screen.

        - Lists, **bold**, *emphasis*, `code` and [links](https://www.swift.org) all work.
        - Tables do too:

        | Part | Job |
        | --- | --- |
        | Protocol | what callers depend on |
        | Concrete type | what they get |

        A `### Check:` heading at the end of a page is a question asked as the learner moves
        on from it (they may skip it). It is written like a quiz question, and it joins the
        self-quiz. Choices are shown shuffled; `<!-- fixed -->` keeps one in its place.

        ### Check: In the table, which part is what callers depend on?
        <!-- id: \(id)-check-depends -->
        - [ ] The concrete type
        - [x] The protocol
        - [ ] Both of them equally <!-- fixed -->

        > Explanation: Callers name the protocol, so the concrete type behind it can change.

        ## In code

        Swift blocks are highlighted, and `pattern-tutor lint` checks that they parse.

        ```swift
        protocol Greeter {
            func greet(_ name: String) -> String
        }

        struct PoliteGreeter: Greeter {
            func greet(_ name: String) -> String { "Good morning, \\(name)." }
        }

        let greeter: any Greeter = PoliteGreeter()
        print(greeter.greet("Ada"))
        ```

        Use `swift-ios` for code that only builds on Apple platforms, and `text` for code
        that is meant to be wrong.

        ## Exercise: Greet in the evening
        <!-- id: \(id)-evening-greeter -->

        An exercise is the learner's own code, written in their editor and checked by the
        Swift compiler; like the quiz, it is not a page. Everything here that is not a hint or
        a marked block is the task the learner reads:

        Add an `EveningGreeter` that says "Good evening, Ada." and make `greeter(at:)` pick it
        from 18:00, returning the protocol so that callers never name a concrete greeter.

        > Hint: `EveningGreeter` needs `: Greeter` and its own `greet(_:)`.

        > Hint: Two concrete types can come back from one function only as `any Greeter`.

        The learner's file starts as the starter. The checks are compiled with it and run:
        each `check("what the learner reads when it fails") { … }` returns whether the code
        behaves, and `try expect(condition, "what was seen")` says more. Checks use only the
        names the starter declares, so any correct answer passes, and they must compile
        against the starter too (hence the cast at run time below).

        ```swift starter
        protocol Greeter {
            func greet(_ name: String) -> String
        }

        struct PoliteGreeter: Greeter {
            func greet(_ name: String) -> String { "Good morning, \\(name)." }
        }

        struct EveningGreeter {
        }

        /// The greeter for an hour of the day, 0 to 23.
        func greeter(at hour: Int) -> PoliteGreeter {
            PoliteGreeter()
        }
        ```

        ```swift checks
        check("EveningGreeter should be a Greeter that says Good evening, Ada.") {
            guard let evening = EveningGreeter() as Any as? any Greeter else {
                try expect(false, "EveningGreeter does not conform to Greeter yet")
                return false
            }
            let said = evening.greet("Ada")
            try expect(said == "Good evening, Ada.", "it said: \\(said)")
            return true
        }

        check("greeter(at: 19) should wish a good evening") {
            greeter(at: 19).greet("Ada") == "Good evening, Ada."
        }

        check("greeter(at: 9) should still say good morning") {
            greeter(at: 9).greet("Ada") == "Good morning, Ada."
        }
        ```

        A probe must fail to compile against the learner's file, with the error named after
        `// expect:`; while it compiles, the learner reads `// message:`.

        ```swift probe
        // expect: cannot convert value of type 'any Greeter'
        // message: greeter(at:) still returns PoliteGreeter: return any Greeter, so callers name only the protocol
        let morning: PoliteGreeter = greeter(at: 9)
        ```

        The solution is never shown in the reader; `pattern-tutor exercise --verify` checks
        that the starter fails, the solution passes and each probe fails as it says.

        ```swift solution
        protocol Greeter {
            func greet(_ name: String) -> String
        }

        struct PoliteGreeter: Greeter {
            func greet(_ name: String) -> String { "Good morning, \\(name)." }
        }

        struct EveningGreeter: Greeter {
            func greet(_ name: String) -> String { "Good evening, \\(name)." }
        }

        /// The greeter for an hour of the day, 0 to 23.
        func greeter(at hour: Int) -> any Greeter {
            hour >= 18 ? EveningGreeter() : PoliteGreeter()
        }
        ```

        ## Quiz

        ### Which type does the caller name in the example?
        <!-- id: \(id)-caller-names -->
        - [x] The `Greeter` protocol
        - [ ] `PoliteGreeter`

        > Hint: Look at the declared type of `greeter`.

        > Explanation: The caller depends on the protocol; the concrete type can change.

        ### Which of these are Swift keywords?
        - [x] `protocol`
        - [x] `struct`
        - [ ] `Greeter`

        > Explanation: `Greeter` is a name the example chose.

        ### What does the example print for "Ada"?
        Answer: Good morning, Ada. | good morning ada

        """
    }
}

private extension String {
    /// Two hexadecimal digits.
    func leftPaddedHex() -> String { count < 2 ? String(repeating: "0", count: 2 - count) + self : self }
}
