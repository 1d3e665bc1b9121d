/// The code generator core: read Data/, validate, render Swift.
public enum GeneratorCore {}
