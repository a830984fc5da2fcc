/// The course's design patterns in plain Swift (Foundation only): one file per pattern,
/// grouped in folders by family, each with a live run the app can drive. The module is
/// in place so the app's dependency on it is real from the start; the patterns arrive
/// with the core pattern module's own work.
public enum Patterns {}
