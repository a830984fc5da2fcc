/// The structural patterns' live runs, in teaching order.
public enum StructuralDemos {
    public static var all: [any Demo.Type] {
        [AdapterDemo.self, DecoratorDemo.self, ProxyDemo.self, FacadeDemo.self,
         CompositeDemo.self, BridgeDemo.self, FlyweightDemo.self]
    }
}
