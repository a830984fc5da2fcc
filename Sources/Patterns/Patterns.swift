public enum Patterns {}
