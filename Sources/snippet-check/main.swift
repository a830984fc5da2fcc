import Foundation
import LessonLint

// snippet-check [--modules DIR] [--root DIR] [FILE|FOLDER ...]
//
// Type-checks every ```swift block of the given lessons (default: ./Lessons) against the
// course's built modules, as `make test` does. A developer tool, not part of the app: it
// needs the Swift compiler and a build of the package.

var modules = ".build/debug/Modules"
var root = FileManager.default.currentDirectoryPath
var paths: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--modules": modules = arguments.popFirst() ?? modules
    case "--root": root = arguments.popFirst() ?? root
    case "-h", "--help":
        print("usage: snippet-check [--modules DIR] [--root DIR] [FILE|FOLDER ...]")
        exit(0)
    default: paths.append(argument)
    }
}
if paths.isEmpty { paths = ["Lessons"] }

var files: [String] = []
for path in paths {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        FileHandle.standardError.write(Data("snippet-check: no such file or folder: \(path)\n".utf8))
        exit(2)
    }
    if isDirectory.boolValue {
        let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".md") && !$0.hasSuffix("_section.md") }.sorted()
        files += found.map { (path as NSString).appendingPathComponent($0) }
    } else {
        files.append(path)
    }
}
guard FileManager.default.fileExists(atPath: modules + "/Patterns.swiftmodule") else {
    FileHandle.standardError.write(Data("snippet-check: no Patterns module in \(modules); run swift build first, or pass --modules\n".utf8))
    exit(2)
}

let perLesson = files.map(SnippetCheck.snippets(inLessonAt:))
let blocks = perLesson.map(\.count).reduce(0, +)
let problems = SnippetCheck.check(perLesson: perLesson, environment: .init(modules: modules, sourceRoot: root))
for problem in problems { print(problem.description) }
print("snippet-check: \(blocks) swift block\(blocks == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s"), "
      + (problems.isEmpty ? "all compile" : "\(problems.count) problem\(problems.count == 1 ? "" : "s")"))
exit(problems.isEmpty ? 0 : 1)
