// The floor a command-line start is measured against: a Swift program that prints one line,
// built the same way as starsvg (release, dynamic and -static-stdlib).
print("hello, world")
