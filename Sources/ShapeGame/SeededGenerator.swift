import Patterns

/// The game draws its shapes from SplitMix64 (from Patterns, where the Abstract Factory demo
/// uses it too): its whole state is one number, so a game started from the same seed draws
/// the same shapes and replays exactly. Not for cryptography.
public typealias SeededGenerator = SplitMixGenerator
