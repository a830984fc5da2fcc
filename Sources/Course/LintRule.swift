/// What kind of slip a problem is: every problem names one, in lint's text and JSON output,
/// so an instructor can look it up, and a course can accept a warning of one kind for a file
/// or for the whole course (`course.yaml`'s `lint: accept:`). docs/lesson-format.md lists them.
public enum LintRule: String, Sendable, Hashable, CaseIterable {
    // Files and folders
    case unreadable
    case encoding
    case controlCharacter = "control-character"
    case notALesson = "not-a-lesson"
    case manifest
    case yaml
    case section
    // Front matter
    case frontMatter = "front-matter"
    case frontMatterMissing = "front-matter-missing"
    case frontMatterKey = "front-matter-key"
    case emptyLesson = "empty-lesson"
    case requires
    case demo
    case duplicateId = "duplicate-id"
    // Pages
    case pageLength = "page-length"
    case codeBlockLength = "code-block-length"
    case checkpoint
    case idComment = "id-comment"
    // Quizzes
    case quizHeading = "quiz-heading"
    case quizLabel = "quiz-label"
    case quizLostText = "quiz-lost-text"
    case quizQuestion = "quiz-question"
    case quizGiveaway = "quiz-giveaway"
    case quizChoiceOrder = "quiz-choice-order"
    // Exercises
    case exercise
    // Links and images
    case linkEscape = "link-escape"
    case linkTarget = "link-target"
    case linkAnchor = "link-anchor"
    case imageSource = "image-source"
    // Swift
    case swiftSyntax = "swift-syntax"
    case swiftFence = "swift-fence"
    case swiftCompile = "swift-compile"
    case swiftExcerpt = "swift-excerpt"
    // Translations
    case translation
    case translationLanguage = "translation-language"
}
