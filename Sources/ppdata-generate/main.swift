import _PPDataGeneratorCore
print("not yet")
