// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "PatternTutor",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "pattern-tutor", targets: ["pattern-tutor"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        // C libraries, seen through module maps and small shim headers.
        // No pkgConfig here: SwiftPM would drop its -D flags with a warning on every build;
        // the shim header defines what is needed and the module map links the libraries.
        .systemLibrary(name: "CNCursesW", providers: [.apt(["libncursesw5-dev"])]),
        .systemLibrary(name: "CEditLine", providers: [.apt(["libedit-dev"])]),
        .systemLibrary(name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
                       providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),

        // Screen of cells, styles, display widths, keys and events, backends. Pure Swift.
        .target(name: "TerminalKit"),
        // Filled shapes and lines drawn at sub-cell resolution into styled lines. Pure Swift.
        .target(name: "Raster", dependencies: ["TerminalKit"]),
        // The only code that calls ncurses.
        .target(name: "CursesBackend", dependencies: ["TerminalKit", "CNCursesW"]),
        // cmark-gfm's tree as Swift values.
        .target(name: "Markdown", dependencies: ["CCmarkGFM"]),
        // Markdown tree -> styled lines for a given width; Swift highlighting.
        .target(name: "MarkdownRendering", dependencies: [
            "TerminalKit", "Markdown",
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftIDEUtils", package: "swift-syntax"),
        ]),
        // Edit distance and "did you mean" suggestions, shared by lessons, commands and demos.
        .target(name: "TextMatching"),
        // Lessons on disk: sections, front matter, pages.
        .target(name: "Course", dependencies: ["Markdown", "TextMatching", .product(name: "Yams", package: "Yams")]),
        // Instructors' checks: every rule of the lesson format, with file:line:column.
        .target(name: "LessonLint", dependencies: [
            "Course", "Exercises", "Markdown", "TextMatching",
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
        // The learner's progress in SQLite through GRDB: never lost, never fatal.
        .target(name: "Progress", dependencies: ["SelfQuiz", "SpacedRepetition", "Localization", .product(name: "GRDB", package: "GRDB.swift")]),
        // Timing curves, keyframe and basic animations, played as Core Animation would. Pure Swift.
        .target(name: "Animation"),
        // The factory's layers on a stage: frames at any instant, timing curves as graphs. Pure.
        .target(name: "LayerStage", dependencies: ["Patterns", "Animation", "Raster", "TerminalKit"]),
        // The design patterns themselves, with live runs the UI can drive.
        // The interface's words in each language: catalogues in gettext's PO format, plurals, dates.
        .target(name: "Localization"),
        .target(name: "Patterns", dependencies: ["TextMatching", "Animation", "Localization"]),
        // FSRS-6 spaced repetition, matching the reference scheduler (fsrs 6.3.2). Pure Swift.
        .target(name: "SpacedRepetition"),
        // The self-quiz mode's model: reviews, cards replayed from them, sessions, stats, bar charts. Pure Swift.
        .target(name: "SelfQuiz", dependencies: ["SpacedRepetition", "Localization"]),
        // The shape game's model: shapes, factories, strategies, scorers, turns. Pure Swift.
        .target(name: "ShapeGame", dependencies: ["Patterns"]),
        // Exercises checked: the learner's file compiled with the checks and run, probes that must
        // not compile, in a temporary folder with time and output limits; the learner's workspace.
        .target(name: "Exercises", dependencies: ["Course", "Localization"]),
        // State, update, views and commands: the app as a pure state machine.
        .target(name: "TutorApp", dependencies: ["TerminalKit", "MarkdownRendering", "Course", "Patterns", "TextMatching",
                                              "LayerStage", "Raster", "Animation", "ShapeGame", "SelfQuiz", "SpacedRepetition", "Exercises",
                                              "Localization"]),
        .executableTarget(name: "pattern-tutor", dependencies: [
            "TutorApp", "Exercises", "CursesBackend", "Course", "MarkdownRendering", "TerminalKit", "LessonLint", "Patterns", "Progress",
            "LayerStage", "Raster", "ShapeGame", "SpacedRepetition", "SelfQuiz", "CEditLine", "Localization",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // `make fuzz` (scripts/fuzz/run.py): libFuzzer targets for the lesson loader and lint, and for the
        // Markdown renderer. Built with -DFUZZING and --sanitize=fuzzer they fuzz; built normally they
        // replay inputs (fixtures, crashes) through the same checks.
        .target(name: "FuzzTargets", dependencies: ["Course", "LessonLint", "Markdown", "MarkdownRendering", "TerminalKit"]),
        .executableTarget(name: "fuzz-lesson", dependencies: ["FuzzTargets"]),
        .executableTarget(name: "fuzz-markdown", dependencies: ["FuzzTargets"]),


        // `make bench`: frame time, bytes per frame, CPU while playing (docs/benchmarks.md).
        .executableTarget(name: "Benchmarks", dependencies: ["LayerStage", "Raster", "TutorApp", "CursesBackend", "TerminalKit", "Course",
                                                            "SelfQuiz", "SpacedRepetition", "Patterns"]),

        // Golden-file comparison for rendered screens, shared by the snapshot tests.
        .target(name: "GoldenFiles", path: "Tests/GoldenFiles"),
        // Pages and questions read as the app reads them, for tests that look at their text.
        .target(name: "CourseTestSupport", dependencies: ["Course", "Markdown"], path: "Tests/CourseTestSupport"),

        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "TerminalKit", "GoldenFiles"], exclude: ["__Snapshots__"]),
        .testTarget(name: "MarkdownRenderingTests", dependencies: ["MarkdownRendering", "Markdown", "TerminalKit", "GoldenFiles"],
                    exclude: ["__Snapshots__", "Fixtures"]),
        .testTarget(name: "CursesBackendTests", dependencies: ["CursesBackend", "TerminalKit"]),
        .testTarget(name: "CourseTests", dependencies: ["Course", "TextMatching", "CourseTestSupport"]),
        .testTarget(name: "ExercisesTests", dependencies: ["Exercises", "Course", "Markdown"]),
        .testTarget(name: "LessonLintTests", dependencies: ["LessonLint", "Course", "Exercises", "Patterns", "TutorApp", "Markdown",
                                                         "MarkdownRendering", "CourseTestSupport"]),
        .testTarget(name: "PatternsTests", dependencies: ["Patterns", "Animation", "GoldenFiles"], exclude: ["__Snapshots__"]),
        .testTarget(name: "ShapeGameTests", dependencies: ["ShapeGame"]),
        .testTarget(name: "SpacedRepetitionTests", dependencies: ["SpacedRepetition"], exclude: ["Fixtures"]),
        .testTarget(name: "SelfQuizTests", dependencies: ["SelfQuiz", "SpacedRepetition"]),
        .testTarget(name: "LayerStageTests", dependencies: ["LayerStage", "Patterns", "Animation", "Raster", "TerminalKit", "GoldenFiles"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "AnimationTests", dependencies: ["Animation"], exclude: ["Fixtures"]),
        .testTarget(name: "ProgressTests", dependencies: ["Progress", .product(name: "GRDB", package: "GRDB.swift")],
                    exclude: ["Fixtures"]),
        .testTarget(name: "TutorAppTests", dependencies: ["TutorApp", "Patterns", "Localization", "TerminalKit", "Course", "MarkdownRendering", "GoldenFiles", "ShapeGame",
                                                      "CourseTestSupport", "Exercises", "Markdown"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "EndToEndTests", dependencies: ["Progress", "GoldenFiles", .product(name: "GRDB", package: "GRDB.swift")],
                    exclude: ["Fixtures", "__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
