/// The course's design patterns in plain Swift (Foundation only): one file per pattern,
/// grouped in folders by family, each with a live run the app can drive.
public enum Patterns {
    /// Names of the live runs a lesson's `demo:` may refer to. Each pattern adds its own
    /// name here as it arrives; lint rejects a `demo:` that names none of them.
    public static let liveRunNames: [String] = []
}
