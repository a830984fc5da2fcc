import Foundation
import TerminalKit

/// What a command writes to standard output: as it is, or, on a terminal whose locale is not
/// UTF-8 (LANG=C), in ASCII stand-ins (`…` as `...`, the menu's `◐` as `~`), since such a
/// terminal shows UTF-8 as garbage. A pipe or a file always gets the text as it is.
enum Output {
    static let isASCII = isatty(STDOUT_FILENO) == 1 && ASCIIFallback.localeRefusesUTF8 { getenv($0).map { String(cString: $0) } }

    static func text(_ text: String) -> String { isASCII ? ASCIIFallback.text(text) : text }
}

/// `print` for what a command says, through `Output`.
func output(_ text: String, terminator: String = "\n") {
    FileHandle.standardOutput.write(Data(Output.text(text + terminator).utf8))
}
