// swift-tools-version: 6.1
// The start-up yardstick for `make bench`: the smallest Swift program, built the way
// pattern-tutor is (SwiftPM, release), so the comparison is of work done, not of toolchains.
import PackageDescription

let package = Package(
    name: "hello",
    targets: [.executableTarget(name: "hello")]
)
