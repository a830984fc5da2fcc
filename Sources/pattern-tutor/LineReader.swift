import CEditLine
import Foundation

/// Reads plain mode's lines. At a terminal that can edit (not `TERM=dumb`), libedit gives the
/// line ← → editing and ↑ ↓ history a shell has, instead of printing `^[[A`; from a pipe, a
/// file or a dumb terminal the line is read as it comes.
struct LineReader {
    let edits: Bool

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let term = environment["TERM"] ?? ""
        edits = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 && !term.isEmpty && term != "dumb"
        if edits {
            // libedit reads multibyte characters in the locale's encoding.
            setlocale(LC_ALL, "")
            using_history()
        }
    }

    /// One line after `prompt`, or nil at the end of input. `write` shows the prompt when the
    /// editor does not.
    func read(prompt: String, write: (String) -> Void) -> String? {
        guard edits else {
            write(prompt)
            return Swift.readLine()
        }
        guard let raw = readline(prompt) else { return nil }
        defer { shim_free_line(raw) }
        let line = String(cString: raw)
        if !line.allSatisfy(\.isWhitespace) { add_history(raw) }
        return line
    }
}
