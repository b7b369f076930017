    function withdraw(uint256 _amount) external {
        require(balances[msg.sender] >= _amount, "Not enough ether in your wallet");
        userWithdrawing[msg.sender] += 1;
        if (userWithdrawing[msg.sender] > 1) emit ContractExploited(tx.origin);
        balances[msg.sender] -= _amount;
        (bool paid, ) = msg.sender.call{value: _amount}("");
        require(paid, "Payout failed");
        userWithdrawing[msg.sender] = 0;
    }
