/// The architecture patterns' live runs, in teaching order.
public enum ArchitectureDemos {
    public static var all: [any Demo.Type] { [] }
}
