/// The lesson `pattern-tutor new` writes: it passes lint as it stands and shows every
/// part of the format, so an instructor edits rather than starts from a blank page.
public enum LessonTemplate {
    public static func text(id: String, title: String) -> String {
        """
        ---
        id: \(id)
        title: \(title)
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
