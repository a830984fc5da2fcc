/// The structural patterns' live runs, in teaching order.
public enum StructuralDemos {
    public static var all: [any Demo.Type] { [] }
}
