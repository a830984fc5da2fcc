import FuzzTargets

// Built with -DFUZZING and --sanitize=fuzzer (scripts/fuzz/run.py), libFuzzer supplies main
// and calls this for each input. Otherwise this is the replay tool: fuzz-markdown FILE_OR_FOLDER...
#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdownInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzTarget.markdown.fuzzOne(bytes, count)
}
#else
import Foundation

@main
struct ReplayMarkdownInputs {
    static func main() {
        exit(FuzzReplay.main(target: .markdown, arguments: Array(CommandLine.arguments.dropFirst())))
    }
}
#endif
