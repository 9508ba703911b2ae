

Vunc.fu

fu @fex) -> i‹dex {
- d0 _ ]ndex.add  
   {
- d0 _ ]nd i0 :