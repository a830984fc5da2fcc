import Yams

/// Where a YAML syntax error is, and what to say about it. libyaml reports an unclosed `[`,
/// `{` or quote where it gave up looking for the end (often the next line), and says where
/// the construct began only as context: that beginning is the slip, so it is the place given.
public struct YAMLErrorPlace: Sendable, Hashable {
    /// 1-based, within the YAML text.
    public var line: Int
    public var column: Int
    public var message: String

    public init?(_ error: YamlError) {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            if let context, let opened = Self.unclosed(context.text) {
                line = context.mark.line
                column = context.mark.column
                message = "\(opened)opened here is never closed (\(problem))"
            } else {
                line = mark.line
                column = mark.column
                message = problem.contains("mapping values are not allowed")
                    ? problem + " (a value holding ': ' needs quotes: title: \"Adapter: the wrapper\")" : problem
            }
        case .reader(let problem, _, _, _):
            line = 1
            column = 1
            message = problem
        default:
            return nil
        }
    }

    /// What libyaml's context names as begun and not ended: "while parsing a flow sequence".
    private static func unclosed(_ context: String) -> String? {
        if context.contains("flow sequence") { return "the '[' " }
        if context.contains("flow mapping") { return "the '{' " }
        if context.contains("quoted scalar") { return "the quote " }
        return nil
    }
}
