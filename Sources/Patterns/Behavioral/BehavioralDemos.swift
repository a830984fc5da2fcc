/// The behavioral patterns' live runs, in teaching order.
public enum BehavioralDemos {
    public static var all: [any Demo.Type] { [] }
}
