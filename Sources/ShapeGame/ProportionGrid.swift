import Patterns

// The game's one source of chance: whole steps drawn from 0...100. Both shape sizes and the
// random strategy's coin use it, so a seeded generator replays a game exactly.

/// The size rule, shared with the Abstract Factory demo: 101 even steps from `lower` to
/// `upper` inclusive.
public typealias ProportionGrid = ProportionRange
