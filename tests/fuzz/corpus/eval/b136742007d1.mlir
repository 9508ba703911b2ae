
fun`Â(%a: :
 ^:0xFFFFFFFFFFFFFFFF