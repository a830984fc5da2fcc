/// A key press, already decoded from the terminal's escape sequences.
public enum Key: Sendable, Hashable {
    case character(Character)
    case control(Character)   // Ctrl plus a letter, lower case: Ctrl-C is .control("c")
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, backspace, delete, escape, tab, backTab
    case function(Int)
}

public struct MouseEvent: Sendable, Hashable {
    public enum Kind: Sendable, Hashable { case click, wheelUp, wheelDown }
    public var kind: Kind
    public var position: Position

    public init(_ kind: Kind, at position: Position) {
        self.kind = kind
        self.position = position
    }
}

/// Everything the outside world can tell the app.
public enum InputEvent: Sendable, Hashable {
    case key(Key)
    case mouse(MouseEvent)
    case resize(Size)
    /// SIGTERM or SIGHUP arrived: leave now, restoring the terminal.
    case terminate(signal: Int32)
}
