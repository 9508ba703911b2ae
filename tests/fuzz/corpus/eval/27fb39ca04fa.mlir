
func@føÎ|: i %f /