/// The creational patterns' live runs, in teaching order.
public enum CreationalDemos {
    public static var all: [any Demo.Type] {
        [
            SingletonDemo.self,
            AbstractFactoryDemo.self,
            FactoryMethodDemo.self,
            BuilderDemo.self,
            PrototypeDemo.self,
            ObjectPoolDemo.self,
            LazyInitializationDemo.self,
            ClassClusterDemo.self,
        ]
    }
}
