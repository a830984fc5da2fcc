import Foundation

/// The fuzz targets without libFuzzer: each file named, or each file under each folder
/// named, goes through the target's check once. Regression fixtures and crash files found
/// by `make fuzz` are replayed this way, in a normal build, without the sanitizer.
public enum FuzzReplay {
    /// Prints one line per failing input and a summary; the exit status is 1 when any
    /// invariant broke and 2 when a path cannot be read.
    public static func main(target: FuzzTarget, arguments: [String]) -> Int32 {
        guard !arguments.isEmpty else {
            print("usage: fuzz-\(target.rawValue) FILE_OR_FOLDER...  (replays each input through the fuzz target)")
            return 2
        }
        var inputs = 0
        var failures = 0
        for path in arguments {
            guard let files = inputFiles(at: path) else {
                print("fuzz-\(target.rawValue): cannot read \(path)")
                return 2
            }
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else {
                    print("fuzz-\(target.rawValue): cannot read \(file)")
                    return 2
                }
                inputs += 1
                do {
                    try target.check(data)
                } catch {
                    failures += 1
                    print("FAILED \(file): \(error)")
                }
            }
        }
        print("fuzz-\(target.rawValue): \(inputs) inputs replayed, \(failures) failed")
        return failures == 0 ? 0 : 1
    }

    /// The file itself, or every regular file under a folder (sorted, hidden ones skipped);
    /// nil when the path does not exist.
    static func inputFiles(at path: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return [path] }
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return nil }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let full = (path as NSString).appendingPathComponent(relative)
            var isFolder: ObjCBool = false
            guard !(relative as NSString).lastPathComponent.hasPrefix("."),
                  FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            files.append(full)
        }
        return files.sorted()
    }
}
