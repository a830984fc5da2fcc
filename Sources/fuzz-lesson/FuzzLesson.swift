import FuzzTargets

// Built with -DFUZZING and --sanitize=fuzzer (scripts/fuzz/run.py), libFuzzer supplies main
// and calls this for each input. Otherwise this is the replay tool: fuzz-lesson FILE_OR_FOLDER...
#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLessonInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzTarget.lesson.fuzzOne(bytes, count)
}
#else
import Foundation

@main
struct ReplayLessonInputs {
    static func main() {
        exit(FuzzReplay.main(target: .lesson, arguments: Array(CommandLine.arguments.dropFirst())))
    }
}
#endif
