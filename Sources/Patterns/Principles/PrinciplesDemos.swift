/// The principles patterns' live runs, in teaching order.
public enum PrinciplesDemos {
    public static var all: [any Demo.Type] {
        [SOLIDDemo.self, ProtocolOrientedDemo.self]
    }
}
